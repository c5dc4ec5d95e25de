import { historyPageSchema, historyQuerySchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { REGISTRATION, ownCountryIn } from './policy.js';

/** Who changed what: the change history every write records. */
export const HISTORY_CALLS = calls({
  readHistory: {
    method: 'GET',
    path: '/api/History',
    summary:
      "The change history, newest first, 50 a page: who changed which record, when, through which call, each field's old and new value (passwords, contest credentials and pictures only as changed). A TeamRegistrator gets their own country's only.",
    tag: 'History',
    query: historyQuerySchema,
    response: historyPageSchema,
    // A registrator's own country's history only: their country is filled in when left out.
    policy: { access: REGISTRATION, own: ownCountryIn('query.countryId') },
  },
});
