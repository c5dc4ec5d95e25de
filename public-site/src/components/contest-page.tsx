import type { ReactNode } from 'react';
import { useContest } from '@olympiad/shared';
import type { Contest } from '@olympiad/shared/schemas';
import { Alert, Heading, PageLoader, Stack } from '@olympiad/shared/ui';

/** A public page's frame: its h1, then its content once the contest has loaded. */
export function ContestPage({ title, children }: { title: string; children: (contest: Contest) => ReactNode }) {
  const { data: contest, error } = useContest();
  return (
    <Stack gap="8">
      <Heading as="h1" size="3xl">{title}</Heading>
      {contest ? (
        children(contest)
      ) : error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The contest could not be loaded. Please try again later.</Alert.Title>
        </Alert.Root>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
