import { historyPageSchema, historyQuerySchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ROUTES } from './routes.js';

/** Who changed what: the change history every write records. */
export const HISTORY_CALLS = calls({
  readHistory: {
    ...ROUTES.readHistory,
    summary:
      "The change history, newest first, 50 a page: who changed which record, when, through which call, each field's old and new value (passwords, contest credentials and pictures only as changed). A TeamRegistrator gets their own country's only.",
    tag: 'History',
    query: historyQuerySchema,
    response: historyPageSchema,
  },
});
