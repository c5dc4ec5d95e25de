import { useMemo, useState } from 'react';
import { matchesQuery, MESSAGES, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import type { Country } from '@olympiad/shared/schemas';
import { ErrorAlert, Heading, ListSearch, PageLoader, ScrollRegion, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/section.module.css';
import { useCountries } from '../../../components/reads';
import { useContestDeadline } from './country-deadline';
import { CountryForm } from './country-form';
import { CountryList } from './country-list';
import { DeleteCountryModal } from './delete-country-modal';

/**
 * The form to add or edit a country, and the list of countries with a search by name: every
 * match in one list (a country's row is found by the search, not on a page), its count said.
 */
export function CountriesPage() {
  const { data: countries, error, isLoading, mutate } = useCountries();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => countries?.filter((country) => matchesQuery(country.name, query)) ?? [], [countries, query]);
  const [selected, setSelected] = useState<Country | null>(null);
  const [confirming, setConfirming] = useState<Country | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { venueTimeZone } = useContestDeadline();

  const saved = async () => {
    setSelected(null);
    await mutate();
  };

  const reloadSelected = async () => (await mutate())?.find((country) => country.id === selected?.id);

  const remove = async (country: Country) => {
    setDeletingId(country.id);
    try {
      await callApi('deleteCountry', { params: { id: country.id } });
      if (selected?.id === country.id) setSelected(null);
      notify.success(MESSAGES.countryDeleted);
    } catch (failure) {
      // A country still used by users, people or teams is refused (409), with the reason.
      notify.failure(failure, MESSAGES.error);
    } finally {
      setDeletingId(null);
      setConfirming(null);
    }
    await mutate();
  };

  return (
    <Stack gap={8}>
      {/* A new key gives a fresh form, with the selected country's values, on every selection. */}
      <CountryForm
        key={selected?.id ?? 'new'}
        country={selected}
        onSaved={saved}
        onCancel={() => setSelected(null)}
        reload={reloadSelected}
      />
      <section aria-labelledby="countries-heading" className={styles.section}>
        <Heading as="h2" id="countries-heading" size="xl">
          Countries
        </Heading>
        {isLoading && <PageLoader label="Loading countries" />}
        {error && <ErrorAlert>The countries could not be loaded: {error instanceof Error ? error.message : MESSAGES.error}</ErrorAlert>}
        {countries && countries.length === 0 && <p>No countries yet. Add the first one with the form above.</p>}
        {countries && countries.length > 0 && (
          <>
            <ListSearch value={query} onChange={setQuery} hint="Country name." />
            <p aria-live="polite" className={styles.muted}>
              {shown.length === countries.length ? `${countries.length} countries` : `${shown.length} of ${countries.length} countries`}
            </p>
            {shown.length === 0 ? (
              <p>No countries match the search.</p>
            ) : (
              <ScrollRegion label="Countries table">
                <CountryList
                  countries={shown}
                  venueTimeZone={venueTimeZone}
                  deletingId={deletingId}
                  onEdit={setSelected}
                  onDelete={setConfirming}
                />
              </ScrollRegion>
            )}
          </>
        )}
      </section>
      <DeleteCountryModal
        country={confirming}
        busy={deletingId !== null}
        onConfirm={() => confirming && void remove(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
