import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { databaseMessage } from '../../lib/log-safe.js';
import type { Db, Tx } from '../client.js';
import { applyMigrations, migrationFiles, MIGRATION_LOCK_ID } from '../migrate.js';
import { BackupFileError, readBackup, type BackupRead } from './backup-file.js';
import type { BackupKey } from './backup-key.js';
import { typeBroken } from './column-types.js';
import { editionSequences, editionTables, tablesWithRows, type EditionColumn, type EditionTable } from './edition-tables.js';
import { insertRows, setSequence } from './insert-rows.js';
import { ruleBroken } from './row-rules.js';

/** Why a restore did not happen; the server does not start. */
export class RestoreRefused extends Error {}

export interface Restored {
  file: string;
  takenAt: string;
  /** The backup's migrations applied before its rows, the newer ones applied afterwards by the start. */
  migrations: number;
  rows: number;
}

type FileTable = BackupRead['tables'][number];

/**
 * Restores a backup into an empty database at start, reading it as data (backup-file.ts): nothing
 * in it is ever run. Refused, with nothing written, when the file fails its integrity check
 * (checked before a row of it is read, and before the database is touched), when it was taken by a newer server, when a row
 * breaks the API's rules or its column's type, when it names a table or column the schema does
 * not have, and when the database holds any row. Its migrations and rows go in one transaction:
 * a refusal met on the way leaves the database as it was. The start then applies the migrations
 * the backup is older than.
 */
export async function restoreBackup(db: Db, file: string, key: BackupKey): Promise<Restored> {
  const refuse = (reason: string) => new RestoreRefused(`RESTORE_FROM=${file}: ${reason} Nothing was restored.`);
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch (error) {
    throw refuse(`the file cannot be read (${(error as Error).message}).`);
  }
  let backup: BackupRead;
  try {
    backup = readBackup(content, key);
  } catch (error) {
    if (error instanceof BackupFileError) throw refuse(error.message);
    throw error;
  }
  const known = await migrationFiles();
  const unknown = backup.migrations.filter((migration) => !known.includes(migration));
  if (unknown.length) throw refuse(`it was taken by a newer server (migrations ${unknown.join(', ')} are unknown here).`);
  for (const table of backup.tables) {
    checkRows(table, (index) => ruleBroken(table.name, table.columns, table.rows[index]!), refuse);
  }

  const rows = await db.transaction(async (tx) => {
    // Another instance starting with the same RESTORE_FROM waits here, then finds the rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    const filled = await tablesWithRows(tx);
    if (filled.length) {
      throw refuse(
        `the database is not empty (rows in ${filled.join(', ')}). A backup is restored only into an empty DATA_DIR or ` +
          'database: start on an empty one, or unset RESTORE_FROM.',
      );
    }
    await applyMigrations(
      tx,
      known.filter((migration) => backup.migrations.includes(migration)),
    );
    const live = await editionTables(tx);
    const extra = backup.tables.find((fileTable) => !live.some((table) => table.name === fileTable.name));
    if (extra) throw refuse(`line ${extra.line} names a table the schema does not have.`);
    // Every table and every row checked against the schema before the first row goes in.
    const plan = live.map((table) => {
      const fileTable = backup.tables.find((candidate) => candidate.name === table.name);
      if (!fileTable) throw refuse(`it has no table ${table.name}, which its migrations create.`);
      const columns = liveColumns(table, fileTable, refuse);
      checkRows(fileTable, (index) => typeOfRowBroken(columns, fileTable.rows[index]!), refuse);
      return { table, columns, rows: fileTable.rows };
    });
    for (const { table, columns, rows } of plan) {
      await insertRows(tx, table, columns, rows, (first, last, error) =>
        refuse(
          `the database refused ${table.name} ${first === last ? `row ${first}` : `rows ${first}–${last}`} (${databaseMessage(error)}).`,
        ),
      );
    }
    await setSequences(tx, backup, refuse);
    return plan.reduce((sum, { rows }) => sum + rows.length, 0);
  });
  return { file, takenAt: backup.takenAt, migrations: backup.migrations.length, rows };
}

/** Refuses the first row that breaks a check, naming its table, row and line. */
function checkRows(table: FileTable, broken: (index: number) => string | undefined, refuse: (reason: string) => Error) {
  for (let index = 0; index < table.rows.length; index += 1) {
    const reason = broken(index);
    if (reason) throw refuse(`${table.name} row ${index + 1} (line ${table.line + index + 1}) breaks a rule: ${reason}.`);
  }
}

/** The live table's columns in the order of the file's values; the file must name every one and nothing else. */
function liveColumns(table: EditionTable, fileTable: FileTable, refuse: (reason: string) => Error): EditionColumn[] {
  const columns = fileTable.columns.map((name) => table.columns.find((column) => column.name === name));
  const missing = table.columns.filter((column) => !fileTable.columns.includes(column.name));
  if (columns.includes(undefined)) throw refuse(`line ${fileTable.line} names a column that ${table.name} does not have.`);
  if (missing.length) throw refuse(`line ${fileTable.line} leaves out the column ${missing[0]!.name} of ${table.name}.`);
  return columns as EditionColumn[];
}

function typeOfRowBroken(columns: readonly EditionColumn[], values: readonly (string | null)[]): string | undefined {
  for (const [index, column] of columns.entries()) {
    const reason = typeBroken(column.type, values[index]!);
    if (reason) return `${column.name}: ${reason}`;
  }
  return undefined;
}

async function setSequences(tx: Tx, backup: BackupRead, refuse: (reason: string) => Error) {
  const live = await editionSequences(tx);
  for (const sequence of backup.sequences) {
    if (!live.includes(sequence.name)) throw refuse('its sequences line names a sequence the schema does not have.');
    try {
      await setSequence(tx, sequence.name, sequence.value, sequence.called);
    } catch (error) {
      throw refuse(`the database refused the value of the sequence ${sequence.name} (${databaseMessage(error)}).`);
    }
  }
}
