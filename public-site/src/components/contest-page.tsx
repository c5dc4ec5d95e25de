import type { ReactNode } from 'react';
import { useContest } from '@olympiad/shared';
import type { Contest } from '@olympiad/shared/schemas';
import { ErrorAlert, Heading, PageLoader } from '@olympiad/shared/plain-ui';
import styles from './contest-page.module.css';

/** A public page's frame: its h1, then its content once the contest has loaded. */
export function ContestPage({ title, children }: { title: string; children: (contest: Contest) => ReactNode }) {
  const { data: contest, error } = useContest();
  return (
    <div className={styles.page}>
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      {contest ? (
        children(contest)
      ) : error ? (
        <ErrorAlert>The contest could not be loaded. Please try again later.</ErrorAlert>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
