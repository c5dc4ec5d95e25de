import { useState } from 'react';
import { useApi } from '@olympiad/shared/api';
import { HistoryTable } from '@olympiad/shared/history';
import { ErrorAlert, Heading, ListPager, PageLoader, Stack } from '@olympiad/shared/plain-ui';

/** Who changed what in the registrator's country's registration, newest first, 50 a page. */
export function HistoryPage() {
  const [page, setPage] = useState(1);
  // The server fills in the registrator's country.
  const history = useApi('readHistory', { query: { page } }, { keepPreviousData: true });
  const data = history.data;
  return (
    <Stack aria-labelledby="history-heading" role="region">
      <Heading as="h1" id="history-heading" size="2xl">
        History
      </Heading>
      <p>Who changed what in your country&apos;s registration, and when. Pictures show only that they changed.</p>
      {history.error && !data ? (
        <ErrorAlert>The history could not be loaded: {history.error instanceof Error ? history.error.message : 'Error!'}</ErrorAlert>
      ) : !data ? (
        <PageLoader label="Loading history" />
      ) : data.entries.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <>
          <HistoryTable entries={data.entries} />
          <ListPager
            label="Pages of the history"
            page={data.page}
            pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
            total={`${data.total} found`}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
