import { useMemo, useState } from 'react';
import { useSearchPage } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import { Button, Heading, ListPager } from '@olympiad/shared/plain-ui';
import { LoadState } from '../../../components/load-state';
import section from '../../../components/section.module.css';
import { countryRows, countryText, type ProgressShow, type ProgressSort } from '../progress-rows';
import { needsReminder } from '../reminder-words';
import { ProgressBar } from './progress-bar';
import { ProgressFilters } from './progress-filters';
import { ProgressTable } from './progress-table';
import { RemindersDialog, type ReminderChoice } from './reminders-dialog';
import styles from './progress-page.module.css';

/**
 * What each country's registration still misses, counted by the server: a bar per country and
 * overall, sorted and filtered, each gap a link to the screen where it is fixed; the incomplete
 * countries' registrators reminded of theirs, all at once or one country at a time.
 */
export function ProgressPage() {
  const progress = useApi('readProgress', {});
  const [sort, setSort] = useState<ProgressSort>('name');
  const [show, setShow] = useState<ProgressShow>('all');
  const countries = progress.data?.countries;
  const rows = useMemo(() => countries && countryRows(countries, sort, show), [countries, sort, show]);
  const list = useSearchPage(rows, countryText);
  const complete = countries?.filter((country) => country.gaps.length === 0).length ?? 0;
  const [reminding, setReminding] = useState<ReminderChoice | null>(null);

  return (
    <section aria-labelledby="progress-heading" className={section.section}>
      {/* The reminders beside the heading: on a phone the table still starts on the first screen. */}
      <div className={styles.heading}>
        <Heading as="h2" id="progress-heading" size="xl">
          Progress
        </Heading>
        {countries?.some(needsReminder) && (
          <Button variant="outline" size="sm" onClick={() => setReminding({ all: true })}>
            Send reminders
          </Button>
        )}
      </div>
      <p className={section.muted}>What each country&apos;s registration still misses. Each gap opens the screen where it is fixed.</p>
      <LoadState what="progress" data={countries} error={progress.error} isLoading={progress.isLoading} empty="No countries yet.">
        {(all) => (
          <>
            <div className={styles.overall}>
              <ProgressBar label="Overall progress" done={progress.data!.done} total={progress.data!.total} />
              <p>
                {complete} of {all.length} countries have nothing missing.
              </p>
            </div>
            <ProgressFilters list={list} show={show} sort={sort} onShow={setShow} onSort={setSort} />
            {list.matches.length === 0 ? (
              <p>No countries match the search.</p>
            ) : (
              <ProgressTable countries={list.pageItems} onRemind={(country) => setReminding({ all: false, ...country })} />
            )}
            <ListPager
              label="Pages of countries"
              page={list.page}
              pageCount={list.pageCount}
              onPage={list.setPage}
              total={`${list.matches.length} found`}
            />
          </>
        )}
      </LoadState>
      <RemindersDialog choice={reminding} onClose={() => setReminding(null)} />
    </section>
  );
}
