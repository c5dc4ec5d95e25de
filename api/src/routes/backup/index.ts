import type { FastifyInstance } from 'fastify';
import { BACKUP_CONTENT_TYPE } from '../../db/backup/backup-file.js';
import { takeBackup } from '../../db/backup/take-backup.js';
import type { CallHandlers } from '../calls.js';

/** The whole edition as one SQL file (db/backup): what an Administrator keeps and a server starts from. */
export const backupHandlers = (app: FastifyInstance): CallHandlers<'downloadBackup'> => ({
  downloadBackup: async (_request, reply) => {
    const backup = await takeBackup(app.db);
    return reply
      .type(BACKUP_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${backup.fileName}"`)
      .send(backup.text);
  },
});
