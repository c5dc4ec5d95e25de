import { useState } from 'react';
import { formatDate } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import { Button, ErrorAlert, Field, Heading, ListPager, ListSearch, Select } from '@olympiad/shared/plain-ui';
import { LoadState } from '../../../components/load-state';
import styles from '../../../components/section.module.css';
import peopleStyles from './people-page.module.css';
import { PeopleTable } from './people-table';
import { pageCountOf, peopleQuery } from './people-query';
import { useDebouncedValue } from './use-debounced-value';
import { usePrintout } from './use-printout';

/**
 * On paper only the heading and the table: the product's frame (header, menus, footer) and this
 * page's controls are hidden. Inline styles are allowed by the CSP.
 */
const PRINT_CSS = `@media print {
  header, footer, nav, [data-print="hide"] { display: none !important; }
  body { background: white; }
}`;

/**
 * The arrivals desk's list: every person in arrival order, filtered by arrival day and a search,
 * a page at a time on the screen and all of them on paper. The server sorts, filters and pages
 * (readPeoplePage): the screen reads 25 people, not the edition; the page shown stays while the
 * next one loads.
 */
export function PeoplePage() {
  const [day, setDay] = useState('');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  // A page belongs to the filters it was chosen under: new filters start from the first page.
  const filters = `${day} ${search}`;
  const [chosen, setChosen] = useState({ page: 1, filters });
  const page = chosen.filters === filters ? chosen.page : 1;
  const setPage = (next: number) => setChosen({ page: next, filters });
  const query = peopleQuery(page, day, search);
  const { data, error, isLoading } = useApi('readPeoplePage', { query }, { keepPreviousData: true });
  const printout = usePrintout(query, data?.total);
  // The page size is the server's: no schema is downloaded for it.
  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 1;
  // The list got shorter since the page was chosen: show its last page.
  if (data && data.page === page && page > pageCount) setPage(pageCount);
  const heading = day ? `People arriving on ${formatDate(day)}` : 'People';

  return (
    <section aria-labelledby="people-heading" className={styles.section}>
      <style>{PRINT_CSS}</style>
      <Heading as="h2" id="people-heading" size="xl">
        {heading}
      </Heading>
      <div className={peopleStyles.controls} data-print="hide">
        <div className={styles.filter}>
          <Field label="Arrival day">
            <Select
              empty="All days"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              options={(data?.arrivalDays ?? []).map((value) => ({ value, label: formatDate(value) }))}
            />
          </Field>
        </div>
        <Button variant="outline" tone="blue" onClick={printout.print}>
          Print
        </Button>
      </div>
      {printout.error ? (
        <ErrorAlert>
          Every page could not be read for printing: {printout.error instanceof Error ? printout.error.message : 'Error!'}
        </ErrorAlert>
      ) : null}
      <ListSearch value={typed} onChange={setTyped} hint="Name, country, role or location. Print prints every page." />
      {data && (
        <p data-print="hide" className={styles.muted} aria-live="polite">
          {data.total} {data.total === 1 ? 'person' : 'people'}, by arrival location, arrival time and country.
        </p>
      )}
      <LoadState
        what="people"
        data={data?.people}
        error={error}
        isLoading={isLoading}
        empty={search ? 'No people match the search.' : 'Nobody arrives on that day.'}
      >
        {(shown) => (
          <>
            <PeopleTable people={printout.everyone ?? shown} labelledBy="people-heading" />
            <ListPager label="Pages of people" page={page} pageCount={pageCount} onPage={setPage} total={`${data!.total} found`} />
          </>
        )}
      </LoadState>
    </section>
  );
}
