import { z } from 'zod';
import type { BackupKey } from './backup-key.js';

/**
 * A backup is data, never code (docs/operations.md, Backups and restore): JSON lines that the
 * server reads as values and inserts with parameters, signed with the operator's backup key.
 *
 *   {"olympiadBackup":2,"takenAt":"…","migrations":["0001_initial.sql",…],"about":"…"}
 *   {"table":"companies","columns":["id","contest_id",…]}     each table, parents first, then
 *   ["6f1c…","0b2e…","Acme",null,…]                           its rows, one a line: every value as
 *                                                              text (pictures in base64) or null
 *   {"sequences":[{"name":"changes_id_seq","value":42,"called":true}]}
 *   {"rows":{"companies":3,…},"keyId":"…","hmacSha256":"…"}   the row counts, and the digest of
 *                                                              everything before the digest itself
 */
const FORMAT_VERSION = 2;
/** The first line of format 1: SQL, which the server ran; a restore refuses it. */
const FORMAT_1_FIRST_LINE = '-- Olympiad backup, format 1';

export const BACKUP_CONTENT_TYPE = 'application/jsonl; charset=utf-8';

/** olympiad-backup-2026-11-25T02-00-00Z.jsonl: sorts in time order, and is a valid name on every system. */
export function backupFileName(takenAt: Date): string {
  return `olympiad-backup-${takenAt.toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl`;
}

export interface TableRows {
  name: string;
  columns: string[];
  rows: (string | null)[][];
}

export interface SequenceValue {
  name: string;
  value: number;
  called: boolean;
}

export interface BackupContent {
  takenAt: string;
  migrations: string[];
  tables: TableRows[];
  sequences: SequenceValue[];
}

/** A backup as read back: each table with where it stands in the file, for a refusal to name it. */
export interface BackupRead extends BackupContent {
  /** line: the file's line (1-based) of the table's own line; its rows follow it, one a line. */
  tables: (TableRows & { line: number })[];
}

export class BackupFileError extends Error {}

const ABOUT =
  'The whole edition: every row of every table, pictures included. It holds personal data and password hashes: keep it ' +
  'as safe as the database. A server restores it with RESTORE_FROM into an empty DATA_DIR or database, given the backup ' +
  'key it was taken with (BACKUP_KEY, or DATA_DIR/backup-key); a file changed without that key is refused.';

const headerSchema = z.object({
  olympiadBackup: z.literal(FORMAT_VERSION),
  takenAt: z.iso.datetime(),
  migrations: z.array(z.string().regex(/^\d{4}_[\w.-]+\.sql$/)).min(1),
});
const tableLineSchema = z.strictObject({ table: z.string().min(1), columns: z.array(z.string().min(1)).min(1) });
const sequencesLineSchema = z.strictObject({
  sequences: z.array(z.strictObject({ name: z.string().min(1), value: z.number().refine(Number.isSafeInteger), called: z.boolean() })),
});
const rowCountsSchema = z.record(z.string(), z.number().int().min(0));

/** The last line; what the digest covers ends right before its 64 hex digits. */
const END_LINE = /^\{"rows":(\{.*\}),"keyId":"([0-9a-f]{16})","hmacSha256":"([0-9a-f]{64})"\}$/;
/** The digest's hex digits and the `"}` after them. */
const DIGEST_TAIL = 64 + 2;

/** The backup as one text, signed with key. */
export function writeBackup(content: BackupContent, key: BackupKey): string {
  const lines = [
    JSON.stringify({ olympiadBackup: FORMAT_VERSION, takenAt: content.takenAt, migrations: content.migrations, about: ABOUT }),
  ];
  for (const table of content.tables) {
    lines.push(JSON.stringify({ table: table.name, columns: table.columns }));
    for (const row of table.rows) lines.push(JSON.stringify(row));
  }
  lines.push(JSON.stringify({ sequences: content.sequences }));
  const counts = Object.fromEntries(content.tables.map((table) => [table.name, table.rows.length]));
  const signed = `${lines.join('\n')}\n{"rows":${JSON.stringify(counts)},"keyId":"${key.id}","hmacSha256":"`;
  return `${signed}${key.sign(signed)}"}\n`;
}

/**
 * Reads a backup: its integrity first (a file changed, cut short or added to without the key
 * that signed it is refused before a row is parsed), then its lines as values. Throws
 * BackupFileError saying what is wrong, never quoting the file's values.
 */
export function readBackup(file: Buffer, key: BackupKey): BackupRead {
  const firstEnd = file.indexOf(0x0a);
  const firstLine = file.subarray(0, firstEnd < 0 ? file.length : firstEnd).toString('utf8');
  if (firstLine.startsWith(FORMAT_1_FIRST_LINE)) {
    throw new BackupFileError(
      'it is a backup of format 1 (SQL), which this server no longer restores: a restore never runs what a file says. ' +
        'Restore it with psql into an empty PostgreSQL database (only a file you trust: psql runs whatever it holds), ' +
        'start the server on that database and take a new backup.',
    );
  }
  const header = headerOf(firstLine);
  const body = file[file.length - 1] === 0x0a ? file.subarray(0, -1) : file;
  const lastStart = body.lastIndexOf(0x0a) + 1;
  const end = END_LINE.exec(body.subarray(lastStart).toString('utf8'));
  if (lastStart === 0 || !end) {
    throw new BackupFileError(
      'it is incomplete: its last line is not the integrity line a backup ends with (a file cut short, or lines added after it).',
    );
  }
  const [, counts, keyId, digest] = end;
  if (keyId !== key.id) {
    throw new BackupFileError(
      `it was signed with another backup key (key id ${keyId}; this server's is ${key.id}). Start with the BACKUP_KEY ` +
        '(or DATA_DIR/backup-key) of the server that took it.',
    );
  }
  if (!key.verifies(body.subarray(0, body.length - DIGEST_TAIL), digest!)) {
    throw new BackupFileError(
      'it has been changed since it was taken: its integrity check fails (a line edited, removed or added, or the file cut short).',
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.subarray(0, lastStart - 1));
  } catch {
    throw new BackupFileError('it is not UTF-8 text.');
  }
  const { tables, sequences } = dataOf(text.split('\n'));
  const listed = rowCountsSchema.safeParse(jsonOf(counts!));
  if (!listed.success) throw new BackupFileError('its last line does not count the rows of each table.');
  checkCounts(tables, listed.data);
  return { takenAt: header.takenAt, migrations: header.migrations, tables, sequences };
}

/** A line's value; undefined when it is no JSON. */
function jsonOf(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function headerOf(line: string) {
  const value = jsonOf(line);
  const version = (value as { olympiadBackup?: unknown } | null)?.olympiadBackup;
  if (typeof version !== 'number') throw new BackupFileError("it is not an Olympiad backup (its first line is not a backup's header).");
  if (version !== FORMAT_VERSION) throw new BackupFileError(`it is of format ${version}; this server restores format ${FORMAT_VERSION}.`);
  const header = headerSchema.safeParse(value);
  if (!header.success) throw new BackupFileError('its header does not say when it was taken and at which migrations.');
  return header.data;
}

/** The tables and sequences of the lines between the header and the last line. */
function dataOf(lines: string[]): Pick<BackupRead, 'tables' | 'sequences'> {
  const tables: BackupRead['tables'] = [];
  let sequences: SequenceValue[] | undefined;
  for (let index = 1; index < lines.length; index += 1) {
    const where = `line ${index + 1}`;
    const value = jsonOf(lines[index]!);
    if (value === undefined) throw new BackupFileError(`${where} is not JSON.`);
    const table = tables[tables.length - 1];
    if (Array.isArray(value)) {
      if (!table || sequences) throw new BackupFileError(`${where} is a row outside a table.`);
      if (value.length !== table.columns.length || !value.every((item) => item === null || typeof item === 'string')) {
        throw new BackupFileError(`${where} is no row of ${table.name}: it needs ${table.columns.length} values, each a text or null.`);
      }
      table.rows.push(value as (string | null)[]);
      continue;
    }
    const tableLine = tableLineSchema.safeParse(value);
    if (tableLine.success && !sequences) {
      const { table: name, columns } = tableLine.data;
      if (tables.some((other) => other.name === name)) throw new BackupFileError(`${where} lists the table ${name} a second time.`);
      if (new Set(columns).size !== columns.length) throw new BackupFileError(`${where} names a column of ${name} twice.`);
      tables.push({ name, columns, rows: [], line: index + 1 });
      continue;
    }
    const sequencesLine = sequencesLineSchema.safeParse(value);
    if (!sequencesLine.success || sequences) throw new BackupFileError(`${where} is neither a table, a row nor the sequences.`);
    sequences = sequencesLine.data.sequences;
  }
  if (!sequences) throw new BackupFileError('it has no sequences line.');
  return { tables, sequences };
}

function checkCounts(tables: TableRows[], counts: Record<string, number>) {
  const listed = Object.keys(counts);
  const wrong = tables.find((table) => counts[table.name] !== table.rows.length);
  if (wrong || listed.length !== tables.length) {
    const what = wrong ? `${wrong.name}: ${counts[wrong.name] ?? 'none'} listed, ${wrong.rows.length} found` : 'its tables differ';
    throw new BackupFileError(`the row counts of its last line do not match its rows (${what}).`);
  }
}
