import { useState } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import type { Country } from '@olympiad/shared/schemas';
import { Alert, Heading, PageLoader, Stack, Text } from '@olympiad/shared/ui';
import { deleteCountry } from '../api/delete-country';
import { useCountries } from '../api/use-countries';
import { CountryForm } from './country-form';
import { CountryList } from './country-list';
import { DeleteCountryModal } from './delete-country-modal';

/** The form to add or edit a country, and the list of countries. */
export function CountriesPage() {
  const { data: countries, error, isLoading, mutate } = useCountries();
  const [selected, setSelected] = useState<Country | null>(null);
  const [confirming, setConfirming] = useState<Country | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const saved = async () => {
    setSelected(null);
    await mutate();
  };

  const reloadSelected = async () => (await mutate())?.find((country) => country.id === selected?.id);

  const remove = async (country: Country) => {
    setDeletingId(country.id);
    try {
      await deleteCountry(country.id);
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
    <Stack gap="8">
      {/* A new key gives a fresh form, with the selected country's values, on every selection. */}
      <CountryForm
        key={selected?.id ?? 'new'}
        country={selected}
        onSaved={saved}
        onCancel={() => setSelected(null)}
        reload={reloadSelected}
      />
      <Stack as="section" aria-labelledby="countries-heading" gap="4">
        <Heading as="h2" id="countries-heading" size="xl">Countries</Heading>
        {isLoading && <PageLoader label="Loading countries" />}
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>The countries could not be loaded: {error instanceof Error ? error.message : MESSAGES.error}</Alert.Title>
          </Alert.Root>
        )}
        {countries && countries.length === 0 && <Text>No countries yet. Add the first one with the form above.</Text>}
        {countries && countries.length > 0 && (
          <CountryList countries={countries} deletingId={deletingId} onEdit={setSelected} onDelete={setConfirming} />
        )}
      </Stack>
      <DeleteCountryModal
        country={confirming}
        busy={deletingId !== null}
        onConfirm={() => confirming && void remove(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
