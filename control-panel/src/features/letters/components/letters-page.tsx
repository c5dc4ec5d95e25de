import { useCallback, useState } from 'react';
import { edition, MESSAGES } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { LetterSummary } from '@olympiad/shared/schemas';
import { useSearchParams } from '@olympiad/shared/router';
import { ErrorAlert, Field, FieldGrid, Heading, PageLoader, Select } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import { useCountries } from '../../../components/reads';
import { letterQueryOf, withFilter, type LetterFilter } from '../letter-filters';
import { LETTER_STATUS_LABELS, STATUS_CHOICES } from '../letter-status';
import { LettersTable } from './letters-table';
import { RevokeLetterDialog } from './revoke-letter-dialog';
import { useLetterDownload } from './use-letter-download';

/**
 * Every visa invitation letter generated, newest first, filtered by status and country in the
 * address: whose, when and by whom, and whether an embassy's check finds it valid, outdated or
 * revoked. A letter not yet revoked can be; a person still registered can have their letter
 * downloaded (a new one when theirs is no longer valid).
 */
export function LettersPage() {
  const [search, setSearch] = useSearchParams();
  const query = letterQueryOf(search);
  const list = useApi('readLetters', { query }, { keepPreviousData: true });
  const countries = useCountries();
  const [revoking, setRevoking] = useState<LetterSummary | null>(null);
  const { mutate } = list;
  const changed = useCallback(() => void mutate(), [mutate]);
  const { downloadingId, downloadLetter } = useLetterDownload(changed);
  const close = useCallback(() => setRevoking(null), []);
  const choose = (filter: LetterFilter) => (event: { target: { value: string } }) =>
    setSearch(withFilter(search, filter, event.target.value));
  const letters = list.data;
  const filtered = query.status !== undefined || query.countryId !== undefined;

  return (
    <section aria-labelledby="letters-heading" className={section.section}>
      <Heading as="h2" id="letters-heading" size="xl">
        Letters
      </Heading>
      <p className={section.muted}>
        Visa invitation letters, each checked by embassies at its verification address. A revoked letter shows as revoked there, and its
        country&apos;s registrators are told.
      </p>
      <FieldGrid>
        <Field label="Status">
          <Select value={query.status ?? ''} empty="All" options={STATUS_CHOICES} onChange={choose('status')} />
        </Field>
        <Field label="Country">
          <Select
            value={query.countryId ?? ''}
            empty="All countries"
            options={(countries.data ?? []).map((country) => ({ value: country.id, label: country.name }))}
            onChange={choose('countryId')}
          />
        </Field>
      </FieldGrid>
      {list.error && !letters ? (
        <ErrorAlert>The letters could not be loaded: {list.error instanceof Error ? list.error.message : MESSAGES.error}</ErrorAlert>
      ) : !letters ? (
        <PageLoader label="Loading letters" />
      ) : letters.length === 0 ? (
        <p>
          {filtered
            ? `No ${query.status ? `${LETTER_STATUS_LABELS[query.status].toLowerCase()} ` : ''}letters found.`
            : 'No invitation letter has been generated yet.'}
        </p>
      ) : (
        <LettersTable
          letters={letters}
          timeZone={edition().venueTimeZone}
          downloadingId={downloadingId}
          onDownload={(letter) => void downloadLetter(letter)}
          onRevoke={setRevoking}
        />
      )}
      <RevokeLetterDialog letter={revoking} onClose={close} onRevoked={changed} />
    </section>
  );
}
