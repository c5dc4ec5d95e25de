import { HISTORY_ENTITIES } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import { HISTORY_ENTITY_LABELS, HistoryTable } from '@olympiad/shared/history';
import { useSearchParams } from '@olympiad/shared/router';
import { ErrorAlert, Field, FieldGrid, Heading, Input, ListPager, PageLoader, Select } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import { useCountries, useTeams, useUsers } from '../../../components/reads';
import { historyQueryOf, pageCount, withFilter, type FilterKey } from '../history-filters';

const ENTITY_CHOICES = HISTORY_ENTITIES.map((entity) => ({ value: entity, label: HISTORY_ENTITY_LABELS[entity] }));

/**
 * Who changed what: every write's changes, newest first, filtered by user, kind of record,
 * country, team and days; the filters live in the address, so a team's History link in Teams
 * opens the section filtered to it.
 */
export function HistoryPage() {
  const [search, setSearch] = useSearchParams();
  const query = historyQueryOf(search);
  const history = useApi('readHistory', { query }, { keepPreviousData: true });
  const users = useUsers();
  const countries = useCountries();
  const teams = useTeams();
  const choose = (key: FilterKey) => (event: { target: { value: string } }) => setSearch(withFilter(search, key, event.target.value));
  const page = history.data;

  return (
    <section aria-labelledby="history-heading" className={section.section}>
      <Heading as="h2" id="history-heading" size="xl">
        History
      </Heading>
      <p className={section.muted}>Who changed what, and when. Passwords and pictures show only that they changed.</p>
      <FieldGrid>
        <Field label="User">
          <Select
            value={query.userId ?? ''}
            empty="All users"
            options={(users.data ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))}
            onChange={choose('userId')}
          />
        </Field>
        <Field label="Record">
          <Select value={query.entity ?? ''} empty="All records" options={ENTITY_CHOICES} onChange={choose('entity')} />
        </Field>
        <Field label="Country">
          <Select
            value={query.countryId ?? ''}
            empty="All countries"
            options={(countries.data ?? []).map((country) => ({ value: country.id, label: country.name }))}
            onChange={choose('countryId')}
          />
        </Field>
        <Field label="Team">
          <Select
            value={query.teamId ?? ''}
            empty="All teams"
            options={(teams.data ?? []).map((team) => ({ value: team.id, label: `${team.name} (${team.countryName})` }))}
            onChange={choose('teamId')}
          />
        </Field>
        <Field label="From">
          <Input type="date" value={query.from ?? ''} onChange={choose('from')} />
        </Field>
        <Field label="To">
          <Input type="date" value={query.to ?? ''} onChange={choose('to')} />
        </Field>
      </FieldGrid>
      {history.error && !page ? (
        <ErrorAlert>The history could not be loaded: {history.error instanceof Error ? history.error.message : 'Error!'}</ErrorAlert>
      ) : !page ? (
        <PageLoader label="Loading history" />
      ) : page.entries.length === 0 ? (
        <p>No changes found.</p>
      ) : (
        <>
          <HistoryTable entries={page.entries} showCountry />
          <ListPager
            label="Pages of the history"
            page={page.page}
            pageCount={pageCount(page.total, page.pageSize)}
            total={`${page.total} found`}
            onPage={(next) => {
              const params = new URLSearchParams(search);
              params.set('page', String(next));
              setSearch(params);
            }}
          />
        </>
      )}
    </section>
  );
}
