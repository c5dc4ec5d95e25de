import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { migrationStatements, SCHEMA_MIGRATIONS_TABLE } from '../migrate.js';
import { backupFileName, backupHeader, DATA_MARKER, LAST_LINE, SCHEMA_MARKER, sqlText } from './backup-file.js';
import { editionSequences, editionTables, quoteName, type EditionTable } from './edition-tables.js';

export interface Backup {
  fileName: string;
  takenAt: Date;
  text: string;
}

/** Rows of one INSERT: big enough to restore fast, small enough for a line a reader can open. */
const ROWS_PER_STATEMENT = 200;
const CHARACTERS_PER_STATEMENT = 1_000_000;

/**
 * A backup of the whole edition (backup-file.ts), read in one REPEATABLE READ transaction: every
 * table is seen at the same instant, whatever is written meanwhile, so a team is never saved
 * without its contestants or a contestant without their person.
 */
export async function takeBackup(db: Db, now: () => Date = () => new Date()): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      // Texts that read back the same on any server: ISO dates in UTC.
      await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`));
      await tx.execute(sql.raw(`SET LOCAL DateStyle = 'ISO, YMD'`));
      await tx.execute(sql.raw(`SET LOCAL IntervalStyle = 'postgres'`));
      await tx.execute(sql.raw(`SET LOCAL extra_float_digits = 3`));
      const takenAt = now();
      const { rows } = await tx.execute<{ name: string }>(sql`SELECT name FROM schema_migrations ORDER BY name`);
      const migrations = rows.map((row) => row.name);
      const lines = [
        ...backupHeader(takenAt, migrations),
        `SET client_encoding = 'UTF8';`,
        `SET standard_conforming_strings = on;`,
        'BEGIN;',
        ...(await schemaLines(migrations)),
        SCHEMA_MARKER,
        DATA_MARKER,
      ];
      for (const table of await editionTables(tx)) lines.push(...(await tableLines(tx, table)));
      for (const sequence of await editionSequences(tx)) lines.push(await sequenceLine(tx, sequence));
      lines.push('COMMIT;', LAST_LINE, '');
      return { fileName: backupFileName(takenAt), takenAt, text: lines.join('\n') };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The schema, as the server built it: its migrations' statements, each recorded as applied. */
async function schemaLines(migrations: readonly string[]): Promise<string[]> {
  const lines = [`${SCHEMA_MIGRATIONS_TABLE};`];
  for (const file of migrations) {
    lines.push(`-- ${file}`);
    for (const statement of await migrationStatements(file)) lines.push(`${statement};`);
    lines.push(`INSERT INTO schema_migrations (name) VALUES (${sqlText(file)});`);
  }
  return lines;
}

/** A table's rows as INSERT statements, one a line; every value is read as text, so nothing is rounded on the way. */
async function tableLines(tx: Tx, table: EditionTable): Promise<string[]> {
  const read = table.columns
    .map((column, index) =>
      column.binary
        ? `translate(encode(${quoteName(column.name)}, 'base64'), E'\\n', '') AS c${index}`
        : `${quoteName(column.name)}::text AS c${index}`,
    )
    .join(', ');
  const order = table.key.length ? ` ORDER BY ${table.key.map(quoteName).join(', ')}` : '';
  const { rows } = await tx.execute<Record<string, string | null>>(sql.raw(`SELECT ${read} FROM ${quoteName(table.name)}${order}`));
  if (!rows.length) return [`-- ${table.name}: no rows`];
  const into =
    `INSERT INTO ${quoteName(table.name)} (${table.columns.map((column) => quoteName(column.name)).join(', ')})` +
    (table.alwaysIdentity ? ' OVERRIDING SYSTEM VALUE' : '') +
    ' VALUES ';
  const lines = [`-- ${table.name}: ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`];
  let values: string[] = [];
  let size = 0;
  const flush = () => {
    if (values.length) lines.push(`${into}${values.join(', ')};`);
    values = [];
    size = 0;
  };
  for (const row of rows) {
    const tuple = `(${table.columns
      .map((column, index) => {
        const value = row[`c${index}`];
        if (value === null || value === undefined) return 'NULL';
        return column.binary ? `decode('${value}', 'base64')` : sqlText(value);
      })
      .join(', ')})`;
    if (values.length >= ROWS_PER_STATEMENT || (values.length && size + tuple.length > CHARACTERS_PER_STATEMENT)) flush();
    values.push(tuple);
    size += tuple.length;
  }
  flush();
  return lines;
}

/** A sequence goes on from where it was, so that new rows never take a restored row's number. */
async function sequenceLine(tx: Tx, sequence: string): Promise<string> {
  const { rows } = await tx.execute<{ value: string; called: boolean }>(
    sql.raw(`SELECT last_value::text AS value, is_called AS called FROM ${quoteName(sequence)}`),
  );
  return `SELECT pg_catalog.setval(${sqlText(quoteName(sequence))}, ${rows[0]!.value}, ${rows[0]!.called});`;
}
