import { CONTRACT } from '@olympiad/shared/contract';
import type { FastifyInstance } from 'fastify';
import { BACKUP_CONTENT_TYPE } from '../../db/backup/backup-file.js';
import type { BackupKey } from '../../db/backup/backup-key.js';
import { takeBackup } from '../../db/backup/take-backup.js';
import { editionNotOverDetail, editionOverAt } from '../../db/erasure/edition-over.js';
import { erasePersonalData } from '../../db/erasure/erase-personal-data.js';
import { conflict } from '../../lib/problem.js';
import type { CallHandlers } from '../calls.js';

const ERASURE_CALL = `${CONTRACT.erasePersonalData.method} ${CONTRACT.erasePersonalData.path}`;

export interface BackupOptions {
  /** What every backup is signed with. */
  key: BackupKey;
}

/**
 * The whole edition as one signed data file (db/backup): what an Administrator keeps and a server
 * starts from; and, once the edition is over, the erasure of its personal data (db/erasure),
 * which a dry run previews at any time.
 */
export const backupHandlers = (app: FastifyInstance, options: BackupOptions): CallHandlers<'downloadBackup' | 'erasePersonalData'> => ({
  downloadBackup: async (_request, reply) => {
    const backup = await takeBackup(app.db, options.key);
    return reply.type(BACKUP_CONTENT_TYPE).header('content-disposition', `attachment; filename="${backup.fileName}"`).send(backup.text);
  },
  erasePersonalData: async (request) => {
    const user = request.user!;
    const { dryRun } = request.body;
    if (!dryRun) {
      const overAt = await editionOverAt(app.db);
      if (Date.now() <= overAt.getTime()) throw conflict(editionNotOverDetail(overAt));
    }
    return erasePersonalData(app.db, { userId: user.id, email: user.email, call: ERASURE_CALL }, dryRun);
  },
});
