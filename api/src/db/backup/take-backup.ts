import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { backupFileName, writeBackup, type SequenceValue, type TableRows } from './backup-file.js';
import type { BackupKey } from './backup-key.js';
import { editionSequences, editionTables, quoteName, type EditionTable } from './edition-tables.js';

export interface Backup {
  fileName: string;
  takenAt: Date;
  text: string;
}

/**
 * A backup of the whole edition (backup-file.ts), signed with key, read in one REPEATABLE READ
 * transaction: every table is seen at the same instant, whatever is written meanwhile, so a team
 * is never saved without its contestants or a contestant without their person.
 */
export async function takeBackup(db: Db, key: BackupKey, now: () => Date = () => new Date()): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      // Texts that read back the same on any server: ISO dates in UTC.
      await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`));
      await tx.execute(sql.raw(`SET LOCAL DateStyle = 'ISO, YMD'`));
      await tx.execute(sql.raw(`SET LOCAL IntervalStyle = 'postgres'`));
      await tx.execute(sql.raw(`SET LOCAL extra_float_digits = 3`));
      const takenAt = now();
      const { rows } = await tx.execute<{ name: string }>(sql`SELECT name FROM schema_migrations ORDER BY name`);
      const tables: TableRows[] = [];
      for (const table of await editionTables(tx)) tables.push(await tableRows(tx, table));
      const sequences: SequenceValue[] = [];
      for (const sequence of await editionSequences(tx)) sequences.push(await sequenceValue(tx, sequence));
      const text = writeBackup({ takenAt: takenAt.toISOString(), migrations: rows.map((row) => row.name), tables, sequences }, key);
      return { fileName: backupFileName(takenAt), takenAt, text };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Rows of the installation, not of the edition, left out of every backup: the JWT secret kept in
 * the database with DATABASE_URL (whoever held a backup could otherwise sign tokens for the live
 * server; a restored server generates its own and everyone logs in again), and the day of the
 * last nightly backup (a server restored the same day still takes its own).
 */
const INSTALLATION_ROWS: Record<string, string> = {
  settings: `name NOT IN ('jwt_secret', 'nightly_backup_day')`,
};

/** A table's rows in its key's order; every value is read as text, so nothing is rounded on the way. */
async function tableRows(tx: Tx, table: EditionTable): Promise<TableRows> {
  const read = table.columns
    .map((column, index) =>
      column.binary
        ? `translate(encode(${quoteName(column.name)}, 'base64'), E'\\n', '') AS c${index}`
        : `${quoteName(column.name)}::text AS c${index}`,
    )
    .join(', ');
  const order = table.key.length ? ` ORDER BY ${table.key.map(quoteName).join(', ')}` : '';
  const kept = INSTALLATION_ROWS[table.name] ? ` WHERE ${INSTALLATION_ROWS[table.name]}` : '';
  const { rows } = await tx.execute<Record<string, string | null>>(sql.raw(`SELECT ${read} FROM ${quoteName(table.name)}${kept}${order}`));
  return {
    name: table.name,
    columns: table.columns.map((column) => column.name),
    rows: rows.map((row) => table.columns.map((_column, index) => row[`c${index}`] ?? null)),
  };
}

/** A sequence goes on from where it was, so that new rows never take a restored row's number. */
async function sequenceValue(tx: Tx, name: string): Promise<SequenceValue> {
  const { rows } = await tx.execute<{ value: string; called: boolean }>(
    sql.raw(`SELECT last_value::text AS value, is_called AS called FROM ${quoteName(name)}`),
  );
  return { name, value: Number(rows[0]!.value), called: rows[0]!.called };
}
