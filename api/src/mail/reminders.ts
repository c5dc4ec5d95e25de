import { edition, editWindowEnd, type CountryReminder } from '@olympiad/shared/schemas';
import { isReminded } from '@olympiad/shared/text';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contests, countries, users } from '../db/schema.js';
import { readProgress } from '../routes/progress/read-progress.js';
import type { MailContext } from './compose.js';
import type { QueuedMessage } from './queue-message.js';
import { reminderMessage } from './templates/reminder.js';

/** A country's reminder with what sending it needs beyond what the preview shows. */
export interface Reminder extends CountryReminder {
  recipients: { userId: string; name: string; email: string }[];
  html: string;
}

/** Each country's deadline (its own or the contest's) and its registrators, by country. */
async function deadlinesAndRegistrators(db: Db) {
  const [deadlines, registrators] = await Promise.all([
    db
      .select({ id: countries.id, deadline: sql<Date>`coalesce(${countries.registrationDeadline}, ${contests.endOfRegistrationDate})` })
      .from(countries)
      .innerJoin(contests, eq(contests.year, edition().year)),
    db
      .select({ userId: users.id, name: users.name, email: users.email, countryId: users.countryId })
      .from(users)
      .where(eq(users.role, 'TeamRegistrator'))
      .orderBy(asc(users.name), asc(users.email)),
  ]);
  return {
    deadlineOf: new Map(deadlines.map((row) => [row.id, new Date(row.deadline)])),
    registratorsOf: (countryId: string) =>
      registrators.filter((user) => user.countryId === countryId).map(({ userId, name, email }) => ({ userId, name, email })),
  };
}

/**
 * The reminder of every country whose registrator still has something to complete and may still
 * do it (before the edit window closes), as it would be sent: the gaps a reminder names
 * (isReminded: not a team's guide or a room, the organisers' to give, nor a diet answer, which
 * needs a freely given consent), their deadline, the product's address. A country with no such
 * gap, or whose edit window is over, is not reminded.
 */
export async function readReminders(db: Db, context: MailContext, now = new Date()): Promise<Reminder[]> {
  const [{ countries: progress }, { deadlineOf, registratorsOf }] = await Promise.all([readProgress(db), deadlinesAndRegistrators(db)]);
  return progress.flatMap((country) => {
    const gaps = country.gaps.filter(isReminded);
    const deadline = deadlineOf.get(country.countryId);
    if (gaps.length === 0 || !deadline || now >= editWindowEnd(deadline)) return [];
    const message = reminderMessage(context, { countryName: country.countryName, gaps, deadline, now });
    return [
      {
        countryId: country.countryId,
        countryName: country.countryName,
        deadline: deadline.toISOString(),
        recipients: registratorsOf(country.countryId),
        ...message,
      },
    ];
  });
}

/**
 * A reminder's messages, one to each registrator; `once` keys them so that none is ever queued
 * twice (the automatic reminders: one per registrator and deadline).
 */
export const reminderMessages = (reminder: Reminder, once?: string): QueuedMessage[] =>
  reminder.recipients.map((recipient) => ({
    kind: 'reminder',
    to: recipient.email,
    userId: recipient.userId,
    countryId: reminder.countryId,
    subject: reminder.subject,
    text: reminder.text,
    html: reminder.html,
    ...(once ? { onceKey: `${once}:${recipient.userId}` } : {}),
  }));
