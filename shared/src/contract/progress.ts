import {
  countryIdParamsSchema,
  progressSchema,
  remindersSchema,
  remindersSentSchema,
  sendRemindersInputSchema,
} from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN, REGISTRATION, own } from './policy.js';

const TAG = 'Progress';

/** What is still missing in the countries' registrations, counted by the server. */
export const PROGRESS_CALLS = calls({
  readProgress: {
    method: 'GET',
    path: '/api/Progress',
    summary: "What every country's registration still misses, with done of total checks per country and overall.",
    tag: TAG,
    response: progressSchema,
    policy: { access: ADMIN },
  },
  readCountryProgress: {
    method: 'GET',
    path: '/api/Progress/country/:countryId',
    summary: "What one country's registration still misses, in the same shape (its one country).",
    tag: TAG,
    params: countryIdParamsSchema,
    response: progressSchema,
    // A registrator's own checklist (the home panel); never another country's.
    policy: { access: REGISTRATION, ...own('country', 'params.countryId') },
  },
  readReminders: {
    method: 'GET',
    path: '/api/Progress/reminders',
    summary:
      "Every country whose registrator still has something to complete: its registrators and the reminder exactly as it would be sent (their checklist, deadline and the product's address).",
    tag: TAG,
    response: remindersSchema,
    policy: { access: ADMIN },
  },
  sendReminders: {
    method: 'POST',
    path: '/api/Progress/reminders',
    summary: "Queues each named country's reminder to its registrators, in one transaction; answers how many countries and messages.",
    tag: TAG,
    body: sendRemindersInputSchema,
    response: remindersSentSchema,
    policy: { access: ADMIN },
  },
});
