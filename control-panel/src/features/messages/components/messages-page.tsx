import { useCallback, useState } from 'react';
import { edition, MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, MESSAGES } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { MessagePage, MessageSummary } from '@olympiad/shared/schemas';
import { useSearchParams } from '@olympiad/shared/router';
import { ErrorAlert, Field, Heading, ListPager, PageLoader, Select } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import { messageQueryOf, pageCount, withPage, withStatus } from '../message-filters';
import { anyQueued } from '../message-status';
import { MessageDialog } from './message-dialog';
import { MessagesTable } from './messages-table';
import { useQueuedRefresh } from './use-queued-refresh';

const STATUS_CHOICES = MESSAGE_STATUSES.map((status) => ({ value: status, label: MESSAGE_STATUS_LABELS[status] }));

/** How this server delivers, so that an organiser on a fresh clone knows why nobody received anything. */
const DELIVERY_LINES: Record<NonNullable<MessagePage['delivery']> | 'none', string> = {
  outbox: "No SMTP server is set (SMTP_URL): messages are written to the server's outbox folder (DATA_DIR/outbox) instead of being sent.",
  smtp: 'Messages are sent through the SMTP server set in SMTP_URL.',
  none: 'This server sends no messages.',
};

/**
 * The e-mail the product sends (invitations, password resets, reminders, notices), newest first,
 * 50 a page read from the server, filtered by status in the address; each opens whole, and a
 * failed one can be sent again. Read again every few seconds while one shown waits to be sent.
 */
export function MessagesPage() {
  const [search, setSearch] = useSearchParams();
  const query = messageQueryOf(search);
  const refresh = useQueuedRefresh();
  const list = useApi('readMessages', { query }, { keepPreviousData: true, refreshInterval: refresh.refreshInterval });
  refresh.follow(anyQueued(list.data?.messages ?? []));
  const [viewing, setViewing] = useState<MessageSummary | null>(null);
  const timeZone = edition().venueTimeZone;
  const page = list.data;
  const { mutate } = list;
  const close = useCallback(() => setViewing(null), []);
  const retried = useCallback(() => void mutate(), [mutate]);

  return (
    <section aria-labelledby="messages-heading" className={section.section}>
      <Heading as="h2" id="messages-heading" size="xl">
        Messages
      </Heading>
      {page && <p className={section.muted}>{DELIVERY_LINES[page.delivery ?? 'none']}</p>}
      <div className={section.filter}>
        <Field label="Status">
          <Select
            value={query.status ?? ''}
            empty="All"
            options={STATUS_CHOICES}
            onChange={(event) => setSearch(withStatus(search, event.target.value))}
          />
        </Field>
      </div>
      {list.error && !page ? (
        <ErrorAlert>The messages could not be loaded: {list.error instanceof Error ? list.error.message : MESSAGES.error}</ErrorAlert>
      ) : !page ? (
        <PageLoader label="Loading messages" />
      ) : page.messages.length === 0 ? (
        <p>{query.status ? `No ${MESSAGE_STATUS_LABELS[query.status].toLowerCase()} messages.` : 'No messages yet.'}</p>
      ) : (
        <>
          <MessagesTable messages={page.messages} timeZone={timeZone} onView={setViewing} />
          <ListPager
            label="Pages of messages"
            page={page.page}
            pageCount={pageCount(page.total, page.pageSize)}
            total={`${page.total} found`}
            onPage={(next) => setSearch(withPage(search, next))}
          />
        </>
      )}
      <MessageDialog message={viewing} timeZone={timeZone} onClose={close} onRetried={retried} />
    </section>
  );
}
