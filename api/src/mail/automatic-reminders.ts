import { edition } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contests } from '../db/schema.js';
import type { MailContext } from './compose.js';
import { queueMessages } from './queue-message.js';
import { readReminders, reminderMessages } from './reminders.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The automatic reminders due now: each incomplete country whose deadline is at most the
 * contest's `reminderDaysBeforeDeadline` days ahead, and not passed, is sent its reminder once per
 * deadline: each message keyed by country, deadline and registrator, so another run or another
 * instance queues nothing again, and an extension (a new deadline) brings a new reminder. Answers
 * how many messages were queued. The message's context is read only when reminders are on.
 */
export async function queueAutomaticReminders(db: Db, context: () => Promise<MailContext>, now = new Date()): Promise<number> {
  const [contest] = await db.select({ days: contests.reminderDaysBeforeDeadline }).from(contests).where(eq(contests.year, edition().year));
  if (!contest?.days) return 0;
  const horizon = now.getTime() + contest.days * DAY_MS;
  const due = (await readReminders(db, await context(), now)).filter((reminder) => {
    const deadline = new Date(reminder.deadline).getTime();
    return now.getTime() < deadline && deadline <= horizon;
  });
  return queueMessages(
    db,
    due.flatMap((reminder) => reminderMessages(reminder, `reminder:${reminder.countryId}:${reminder.deadline}`)),
  );
}
