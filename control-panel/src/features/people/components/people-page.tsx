import { useMemo, useState } from 'react';
import { formatDate, useSearchPage } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { Person } from '@olympiad/shared/schemas';
import { Button, Field, Heading, ListPager, ListSearch, Select } from '@olympiad/shared/plain-ui';
import { LoadState } from '../../../components/load-state';
import styles from '../../../components/section.module.css';
import { arrivalDay, arrivalDays, byArrival } from './arrival-order';
import peopleStyles from './people-page.module.css';
import { PeopleTable } from './people-table';

/**
 * On paper only the heading and the table: the product's frame (header, menus, footer) and this
 * page's controls are hidden. Inline styles are allowed by the CSP.
 */
const PRINT_CSS = `@media print {
  header, footer, nav, [data-print="hide"] { display: none !important; }
  body { background: white; }
}`;

const searchText = (person: Person) =>
  [person.fullName, person.country?.name, ...person.roles, person.arrivalLocation, person.departureLocation].join(' ');

/**
 * The arrivals desk's list: every person in arrival order, filtered by arrival day and a search,
 * a page at a time on the screen and all of them on paper.
 */
export function PeoplePage() {
  const { data, error, isLoading } = useApi('readPeople', {});
  const [day, setDay] = useState('');
  const days = useMemo(() => arrivalDays(data ?? []), [data]);
  const people = useMemo(() => data && [...data].filter((person) => !day || arrivalDay(person) === day).sort(byArrival), [data, day]);
  const list = useSearchPage(people, searchText);
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
              onChange={(event) => {
                setDay(event.target.value);
                list.setPage(1);
              }}
              options={days.map((value) => ({ value, label: formatDate(value) }))}
            />
          </Field>
        </div>
        <Button variant="outline" tone="blue" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <ListSearch value={list.query} onChange={list.setQuery} hint="Name, country, role or location. Print prints every page." />
      {people && (
        <p data-print="hide" className={styles.muted} aria-live="polite">
          {list.matches.length} {list.matches.length === 1 ? 'person' : 'people'}, by arrival location, arrival time and country.
        </p>
      )}
      <LoadState what="people" data={people} error={error} isLoading={isLoading} empty="Nobody arrives on that day.">
        {() =>
          list.matches.length === 0 ? (
            <p>No people match the search.</p>
          ) : (
            <>
              <PeopleTable people={list.drawn} labelledBy="people-heading" />
              <ListPager
                label="Pages of people"
                page={list.page}
                pageCount={list.pageCount}
                onPage={list.setPage}
                total={`${list.matches.length} found`}
              />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
