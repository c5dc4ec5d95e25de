import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import type { Message, MessagePage, MessageSummary } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { uuid } from '../../../testing/fixtures';
import { MessagesPage } from '../components/messages-page';
import { SENT_AGAIN } from '../components/message-dialog';
import { QUEUED_REFRESH_MS } from '../components/use-queued-refresh';

const summary = (n: number, overrides: Partial<MessageSummary> = {}): MessageSummary => ({
  id: uuid(n),
  kind: 'invitation',
  recipient: `guide${n}@example.org`,
  subject: 'Your account at JBOI 2025',
  status: 'sent',
  attempts: 1,
  createdAt: '2025-08-28T11:30:00.000Z',
  sentAt: '2025-08-28T11:31:00.000Z',
  nextAttemptAt: null,
  lastError: null,
  ...overrides,
});

const SENT = summary(1);
const FAILED = summary(2, { status: 'failed', sentAt: null, attempts: 5, lastError: '550 No such mailbox' });
const RETRYING = summary(3, {
  status: 'queued',
  sentAt: null,
  lastError: '421 Try again later',
  nextAttemptAt: '2025-08-28T11:35:00.000Z',
});

const TEXT = 'Hello Gia,\n\nSet your password:\nhttps://olympiad.example.org/setPassword?secret=abc\n\nJBOI 2025';
const whole = (message: MessageSummary): Message => ({ ...message, text: TEXT, html: '<p>Hello Gia,</p>' });

const pageOf = (messages: MessageSummary[], overrides: Partial<MessagePage> = {}): MessagePage => ({
  delivery: 'outbox',
  messages,
  total: messages.length,
  page: 1,
  pageSize: 50,
  ...overrides,
});

const list = (query: { status?: MessageSummary['status']; page: number }) => `GET ${urlOfCall('readMessages', { query })}`;
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the Messages section', () => {
  beforeEach(() => logInAs('Administrator', 'Ada'));

  it('says how the server delivers and shows each message: to whom, its subject, when queued and how its sending stands', async () => {
    mockFetch({ [list({ page: 1 })]: pageOf([SENT, FAILED, RETRYING]) });
    renderWithProviders(<MessagesPage />, { route: '/controlPanel/messages' });
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(
      screen.getByText(
        "No SMTP server is set (SMTP_URL): messages are written to the server's outbox folder (DATA_DIR/outbox) instead of being sent.",
      ),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['To', 'Subject', 'Queued (venue time, Europe/Sofia)', 'Status', 'Actions']);
    expect(cellsOf(table)).toEqual([
      ['guide1@example.org', 'Your account at JBOI 2025', '08/28/2025 14:30', 'Sent 08/28/2025 14:31', 'View'],
      ['guide2@example.org', 'Your account at JBOI 2025', '08/28/2025 14:30', 'Failed: 550 No such mailbox', 'View'],
      [
        'guide3@example.org',
        'Your account at JBOI 2025',
        '08/28/2025 14:30',
        'Queued: next try 08/28/2025 14:35, the last one failed: 421 Try again later',
        'View',
      ],
    ]);
    expect(screen.getByRole('button', { name: 'View Your account at JBOI 2025 to guide2@example.org' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 (3 found)')).toBeInTheDocument();
  });

  it.each([
    ['smtp', 'Messages are sent through the SMTP server set in SMTP_URL.'],
    [null, 'This server sends no messages.'],
  ] as const)('says so when the server delivers by %s, and that no message is there yet', async (delivery, line) => {
    mockFetch({ [list({ page: 1 })]: pageOf([], { delivery }) });
    renderWithProviders(<MessagesPage />, { route: '/controlPanel/messages' });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('filters by status through the address, back on the first page', async () => {
    const { calls } = mockFetch({
      [list({ page: 2 })]: pageOf([SENT], { total: 51, page: 2 }),
      [list({ status: 'failed', page: 1 })]: pageOf([FAILED]),
      [list({ status: 'queued', page: 1 })]: pageOf([]),
    });
    renderWithProviders(<MessagesPage />, { route: '/controlPanel/messages?page=2' });
    expect(await screen.findByText('Page 2 of 2 (51 found)')).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Queued', 'Sent', 'Failed']);
    await userEvent.selectOptions(status, 'Failed');
    const table = await screen.findByRole('table', { name: 'Messages' });
    await waitFor(() => expect(cellsOf(table).map((cells) => cells[0])).toEqual(['guide2@example.org']));
    expect(calls.at(-1)?.url).toBe(urlOfCall('readMessages', { query: { status: 'failed', page: 1 } }));
    await userEvent.selectOptions(status, 'Queued');
    expect(await screen.findByText('No queued messages.')).toBeInTheDocument();
  });

  it('opens a message whole: To, Subject, Status and its plain text as sent, links as text', async () => {
    mockFetch({
      [list({ page: 1 })]: pageOf([SENT]),
      [`GET ${urlOfCall('readMessage', { params: { id: SENT.id } })}`]: whole(SENT),
    });
    renderWithProviders(<MessagesPage />, { route: '/controlPanel/messages' });
    await userEvent.click(await screen.findByRole('button', { name: 'View Your account at JBOI 2025 to guide1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Your account at JBOI 2025 to guide1@example.org' });
    const facts = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['To: guide1@example.org', 'Subject: Your account at JBOI 2025', 'Status: Sent 08/28/2025 14:31']);
    const text = await within(dialog).findByText(/Set your password:/);
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(TEXT);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a failed message again: it is queued, the snack says so, and the list shows it queued', async () => {
    const queued = { ...FAILED, status: 'queued' as const, attempts: 0, lastError: null, nextAttemptAt: null };
    let retried = false;
    const { calls } = mockFetch({
      [list({ page: 1 })]: () => pageOf([retried ? queued : FAILED]),
      [`GET ${urlOfCall('readMessage', { params: { id: FAILED.id } })}`]: () => whole(retried ? queued : FAILED),
      [`POST ${urlOfCall('retryMessage', { params: { id: FAILED.id } })}`]: () => {
        retried = true;
        return whole(queued);
      },
    });
    renderWithProviders(<MessagesPage />, { route: '/controlPanel/messages' });
    await userEvent.click(await screen.findByRole('button', { name: 'View Your account at JBOI 2025 to guide2@example.org' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Failed: 550 No such mailbox')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: SENT_AGAIN }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(within(dialog).getByText('Queued')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Messages' });
    await waitFor(() => expect(cellsOf(table)[0]?.[3]).toBe('Queued'));
  });

  it('reads the list again by itself while a message waits, until it is sent', async () => {
    const queued = summary(4, { status: 'queued', attempts: 0, sentAt: null });
    let reads = 0;
    mockFetch({
      [list({ page: 1 })]: () => {
        reads += 1;
        return pageOf([reads === 1 ? queued : { ...queued, status: 'sent', attempts: 1, sentAt: '2025-08-28T11:31:00.000Z' }]);
      },
    });
    renderWithProviders(<MessagesPage />, { route: '/controlPanel/messages' });
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(cellsOf(table)[0]?.[3]).toBe('Queued');
    await waitFor(() => expect(cellsOf(table)[0]?.[3]).toBe('Sent 08/28/2025 14:31'), { timeout: QUEUED_REFRESH_MS + 2000 });
    const afterSent = reads;
    await new Promise((resolve) => setTimeout(resolve, QUEUED_REFRESH_MS + 500));
    expect(reads).toBe(afterSent);
  });
});
