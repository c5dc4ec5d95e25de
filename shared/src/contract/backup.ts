import { calls } from './call.js';
import { ROUTES } from './routes.js';

/** The whole edition in one file, for an Administrator to keep and to start a server from. */
export const BACKUP_CALLS = calls({
  downloadBackup: {
    ...ROUTES.downloadBackup,
    summary:
      'A consistent backup of the whole edition as one SQL file (olympiad-backup-<time>.sql): the schema and every row of every table, pictures included, taken in one transaction. psql restores it into an empty PostgreSQL database, and the server starts from it with RESTORE_FROM on an empty DATA_DIR or database.',
    tag: 'Backup',
    produces: 'application/sql; charset=utf-8',
  },
});
