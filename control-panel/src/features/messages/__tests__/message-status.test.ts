import type { MessageSummary } from '@olympiad/shared/schemas';
import { uuid } from '../../../testing/fixtures';
import { anyQueued, describeStatus, messageName } from '../message-status';

const ZONE = 'Europe/Sofia';

const message = (overrides: Partial<MessageSummary>): MessageSummary => ({
  id: uuid(1),
  kind: 'invitation',
  recipient: 'rita@example.org',
  subject: 'Your account at JBOI 2025',
  status: 'queued',
  attempts: 0,
  createdAt: '2025-08-28T11:30:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
  lastError: null,
  ...overrides,
});

describe('describeStatus', () => {
  it('says a message waits, was sent (when, at the venue) or failed (why)', () => {
    expect(describeStatus(message({}), ZONE)).toBe('Queued');
    expect(describeStatus(message({ status: 'sent', attempts: 1, sentAt: '2025-08-28T11:31:00.000Z' }), ZONE)).toBe(
      'Sent 08/28/2025 14:31',
    );
    expect(describeStatus(message({ status: 'failed', attempts: 1, lastError: '550 No such mailbox' }), ZONE)).toBe(
      'Failed: 550 No such mailbox',
    );
  });

  it('gives a message that failed once and waits its next try and the error', () => {
    const retrying = message({ attempts: 1, lastError: '421 Try again later', nextAttemptAt: '2025-08-28T11:35:00.000Z' });
    expect(describeStatus(retrying, ZONE)).toBe('Queued: next try 08/28/2025 14:35, the last one failed: 421 Try again later');
  });
});

describe('anyQueued', () => {
  it('tells whether a message shown waits for its first or next try', () => {
    expect(anyQueued([])).toBe(false);
    expect(anyQueued([message({ status: 'sent' }), message({ status: 'failed' })])).toBe(false);
    expect(anyQueued([message({ status: 'sent' }), message({})])).toBe(true);
  });
});

describe('messageName', () => {
  it('names a message by its subject and recipient', () => {
    expect(messageName(message({}))).toBe('Your account at JBOI 2025 to rita@example.org');
  });
});
