import { erasureReportSchema, erasureRequestSchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ROUTES } from './routes.js';

/** The whole edition in one file, for an Administrator to keep and to start a server from; its personal data erased after the edition. */
export const BACKUP_CALLS = calls({
  downloadBackup: {
    ...ROUTES.downloadBackup,
    summary:
      'A consistent backup of the whole edition as one SQL file (olympiad-backup-<time>.sql): the schema and every row of every table, pictures included, taken in one transaction. psql restores it into an empty PostgreSQL database, and the server starts from it with RESTORE_FROM on an empty DATA_DIR or database.',
    tag: 'Backup',
    produces: 'application/sql; charset=utf-8',
  },
  erasePersonalData: {
    ...ROUTES.erasePersonalData,
    summary:
      "After the edition (its end date passed and every registration window closed, a country's own deadline included; 409 before): erases every person's contact data, dates of birth, contact persons, pictures, travel data and T-shirt sizes, removes the people whose consent does not allow keeping their name (the public name consent in effect) and every TeamRegistrator and Guide account, and clears the history of them; records one history entry with the counts. Irreversible except from a backup. `dryRun`: the same erasure rolled back, answering the same counts.",
    tag: 'Backup',
    body: erasureRequestSchema,
    response: erasureReportSchema,
  },
});
