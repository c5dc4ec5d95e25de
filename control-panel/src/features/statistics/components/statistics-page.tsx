import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { edition, MESSAGES } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { Statistics } from '@olympiad/shared/schemas';
import { Button, ErrorAlert, Heading, PageLoader, Stack } from '@olympiad/shared/plain-ui';
import { figuresOf } from './figures';
import styles from './statistics-page.module.css';
import { CountsTable, GuestsTable, JuniorsTable, TShirtTable } from './statistics-tables';

// The chart library (recharts, drawn by Chakra's charts) downloads only here, once figures are on the screen.
const CountsChart = lazy(() => import('./statistics-charts').then((m) => ({ default: m.CountsChart })));
const TShirtChart = lazy(() => import('./statistics-charts').then((m) => ({ default: m.TShirtChart })));
const JuniorsChart = lazy(() => import('./statistics-charts').then((m) => ({ default: m.JuniorsChart })));

function Block({ id, title, chart, children }: { id: string; title: string; chart?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <Heading as="h3" id={id} size="lg">
        {title}
      </Heading>
      {chart && <Suspense fallback={<PageLoader label={`Drawing the chart of ${title.toLowerCase()}`} />}>{chart}</Suspense>}
      {children}
    </section>
  );
}

function Figures({ statistics }: { statistics: Statistics }) {
  const { roles, tShirts, juniors, counts } = useMemo(() => figuresOf(statistics), [statistics]);
  return (
    <Stack className={styles.figures}>
      <p className={styles.lead}>
        Countries with contestants: <strong>{statistics.countriesCount}</strong>
      </p>
      <Block id="stat-counts" title="People" chart={<CountsChart counts={counts} />}>
        <CountsTable counts={counts} labelledBy="stat-counts" />
      </Block>
      <Block
        id="stat-tshirts"
        title="T-shirts by size and role"
        chart={tShirts.length > 0 && <TShirtChart tShirts={tShirts} roles={roles} />}
      >
        <TShirtTable tShirts={tShirts} roles={roles} labelledBy="stat-tshirts" />
      </Block>
      <Block id="stat-juniors" title="Junior contestants per country" chart={juniors.length > 0 && <JuniorsChart juniors={juniors} />}>
        <JuniorsTable juniors={juniors} labelledBy="stat-juniors" />
      </Block>
      <Block id="stat-guests" title="Guests">
        {statistics.guests.length === 0 ? <p>No guests.</p> : <GuestsTable guests={statistics.guests} labelledBy="stat-guests" />}
      </Block>
    </Stack>
  );
}

/** Statistics: Get computes the figures on the server; tables, each with its chart. */
export function StatisticsPage() {
  const [asked, setAsked] = useState(false);
  // Computed on the server when asked: nothing is fetched until then.
  const { data, error, isValidating, mutate } = useApi('readStatistics', asked ? { query: { year: edition().year } } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const get = () => (asked ? void mutate() : setAsked(true));
  return (
    <section aria-labelledby="statistics-heading" className={styles.page}>
      <Heading as="h2" id="statistics-heading" size="xl">
        Statistics
      </Heading>
      <Button className={styles.get} onClick={get} loading={isValidating}>
        Get
      </Button>
      {!asked && <p>Press Get to compute the figures of the contest.</p>}
      {error && <ErrorAlert>The statistics could not be computed: {error instanceof Error ? error.message : MESSAGES.error}</ErrorAlert>}
      {data && <Figures statistics={data} />}
    </section>
  );
}
