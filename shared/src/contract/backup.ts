import { erasureReportSchema, erasureRequestSchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN } from './policy.js';

/** The whole edition in one file, for an Administrator to keep and to start a server from; its personal data erased after the edition. */
export const BACKUP_CALLS = calls({
  downloadBackup: {
    method: 'GET',
    path: '/api/Backup',
    summary:
      'A consistent backup of the whole edition as one data file (olympiad-backup-<time>.jsonl, JSON lines): every row of every table, pictures included, taken in one transaction and signed with the server’s backup key (HMAC-SHA-256). The server starts from it with RESTORE_FROM on an empty DATA_DIR or database, given that key; a file changed without it is refused, and nothing in a file is ever run.',
    tag: 'Backup',
    produces: 'application/jsonl; charset=utf-8',
    policy: { access: ADMIN },
  },
  erasePersonalData: {
    method: 'POST',
    path: '/api/Erasure',
    summary:
      "After the edition (its end date passed and every registration window closed, a country's own deadline included; 409 before): erases every person's contact data, dates of birth, contact persons, pictures, travel data and T-shirt sizes, removes the people whose consent does not allow keeping their name (the public name consent in effect) and every TeamRegistrator and Guide account, and clears the history of them; records one history entry with the counts. Irreversible except from a backup. `dryRun`: the same erasure rolled back, answering the same counts.",
    tag: 'Backup',
    body: erasureRequestSchema,
    response: erasureReportSchema,
    policy: { access: ADMIN },
  },
});
