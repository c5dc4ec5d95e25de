import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { migrate, migrationFiles, MIGRATION_LOCK_ID } from '../migrate.js';
import { BackupFileError, INSERT_PREFIX, parseBackup, type BackupFile } from './backup-file.js';
import { tablesWithRows } from './edition-tables.js';

/** Why a restore did not happen; the server does not start. */
export class RestoreRefused extends Error {}

export interface Restored {
  file: string;
  takenAt: string;
  /** The backup's migrations applied before its rows, the newer ones applied afterwards by the start. */
  migrations: number;
  statements: number;
  rows: number;
}

async function readBackupFile(file: string): Promise<BackupFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new RestoreRefused(`RESTORE_FROM=${file}: the file cannot be read (${(error as Error).message}).`);
  }
  try {
    return parseBackup(text);
  } catch (error) {
    if (error instanceof BackupFileError) throw new RestoreRefused(`RESTORE_FROM=${file}: ${error.message}`);
    throw error;
  }
}

async function refuseFilledDatabase(db: Db | Tx, file: string) {
  const filled = await tablesWithRows(db);
  if (filled.length) {
    throw new RestoreRefused(
      `RESTORE_FROM=${file}: the database is not empty (rows in ${filled.join(', ')}); nothing was restored. ` +
        'A backup is restored only into an empty DATA_DIR or database: start on an empty one, or unset RESTORE_FROM.',
    );
  }
}

/**
 * Restores a backup into an empty database at start: the backup's own migrations first (its rows
 * fit the schema they were taken from), then its rows in one transaction; the start then applies
 * the migrations the backup is older than. Refuses a database that holds any row, a file that is
 * no complete backup, and a backup taken by a newer server (a migration this one does not know).
 */
export async function restoreBackup(db: Db, file: string): Promise<Restored> {
  const backup = await readBackupFile(file);
  const known = new Set(await migrationFiles());
  const unknown = backup.migrations.filter((migration) => !known.has(migration));
  if (unknown.length) {
    throw new RestoreRefused(`RESTORE_FROM=${file}: it was taken by a newer server (migrations ${unknown.join(', ')} are unknown here).`);
  }
  await refuseFilledDatabase(db, file);
  await migrate(db, backup.migrations);
  const rows = await db.transaction(async (tx) => {
    // Another instance starting with the same RESTORE_FROM waits here, then finds the rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await refuseFilledDatabase(tx, file);
    let inserted = 0;
    for (const statement of backup.statements) {
      const result = await tx.execute(sql.raw(statement));
      if (statement.startsWith(INSERT_PREFIX)) inserted += affectedRows(result);
    }
    return inserted;
  });
  return { file, takenAt: backup.takenAt, migrations: backup.migrations.length, statements: backup.statements.length, rows };
}

/** node-postgres says rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows: affected } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affected ?? 0;
}
