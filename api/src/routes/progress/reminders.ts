import type { RemindersSent } from '@olympiad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { queueMessages } from '../../mail/queue-message.js';
import { readReminders, reminderMessages } from '../../mail/reminders.js';

/**
 * sendReminders: the named countries' reminders, as readReminders shows them, queued in one
 * statement (all or none). A named country that needs no reminder, or has no registrator, is
 * passed over; the answer counts the countries reminded and the messages queued.
 */
export async function sendReminders(app: FastifyInstance, countryIds: readonly string[]): Promise<RemindersSent> {
  const named = new Set(countryIds);
  const reminders = (await readReminders(app.db, await app.mail.context())).filter(
    (reminder) => named.has(reminder.countryId) && reminder.recipients.length > 0,
  );
  const messages = await queueMessages(
    app.db,
    reminders.flatMap((reminder) => reminderMessages(reminder)),
  );
  return { countries: reminders.length, messages };
}
