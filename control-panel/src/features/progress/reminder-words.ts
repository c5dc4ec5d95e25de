import type { CountryProgress, CountryReminder } from '@olympiad/shared/schemas';
import { isReminded } from '@olympiad/shared/text';

/** "1 country", "3 countries". */
export const countriesWord = (count: number) => `${count} ${count === 1 ? 'country' : 'countries'}`;

/** The snack once the reminders are queued. */
export const remindersQueued = (count: number) => `Reminders queued for ${countriesWord(count)}.`;

/** Who a reminder goes to, as the preview lists them: "Ana Petrova <ana@example.org>". */
export const recipientsText = (reminder: CountryReminder) =>
  reminder.recipients.map((recipient) => `${recipient.name} <${recipient.email}>`).join(', ');

/** The countries a send reaches: those with someone to tell. */
export const reachable = (reminders: readonly CountryReminder[]) => reminders.filter((reminder) => reminder.recipients.length > 0);

/** Whether a country misses something a reminder asks its registrator to complete. */
export const needsReminder = (country: CountryProgress) => country.gaps.some(isReminded);
