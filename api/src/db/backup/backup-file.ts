/**
 * A backup is one SQL file that psql restores into an empty PostgreSQL database and the server
 * restores at start (RESTORE_FROM): a header naming the migrations it was taken at, the schema
 * (those migrations' statements), then the data, one statement a line, in one transaction.
 * docs/operations.md, Backups and restore.
 */
export const FIRST_LINE = '-- Olympiad backup, format 1';
export const TAKEN_PREFIX = '-- Taken: ';
export const MIGRATIONS_PREFIX = '-- Migrations: ';
export const SCHEMA_MARKER = '-- ==== End of the schema ====';
export const DATA_MARKER = '-- ==== Data: every row of every table, parents first ====';
/** Missing from a file cut short (a full disk, a download that stopped). */
export const LAST_LINE = '-- ==== End of backup ====';

/** The statements a data line may hold: nothing else of a file is ever run by the server. */
export const INSERT_PREFIX = 'INSERT INTO "';
export const SETVAL_PREFIX = 'SELECT pg_catalog.setval(';

export const BACKUP_CONTENT_TYPE = 'application/sql; charset=utf-8';

/** olympiad-backup-2026-11-25T02-00-00Z.sql: sorts in time order, and is a valid name on every system. */
export function backupFileName(takenAt: Date): string {
  return `olympiad-backup-${takenAt.toISOString().slice(0, 19).replaceAll(':', '-')}Z.sql`;
}

export const BACKUP_FILE_PATTERN = /^olympiad-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sql$/;

/**
 * A text as an SQL literal on one line: a line break inside a value is written as an escape, so
 * that every statement of the data stays on its own line.
 */
export function sqlText(value: string): string {
  const quoted = value.replaceAll("'", "''");
  if (!/[\n\r]/.test(value)) return `'${quoted}'`;
  return `E'${quoted.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('\r', '\\r')}'`;
}

/** The header a reader of the file sees first. */
export function backupHeader(takenAt: Date, migrations: readonly string[]): string[] {
  return [
    FIRST_LINE,
    `${TAKEN_PREFIX}${takenAt.toISOString()}`,
    `${MIGRATIONS_PREFIX}${migrations.join(' ')}`,
    '--',
    '-- The whole edition: the schema and every row of every table, pictures included. It holds',
    '-- personal data and password hashes: keep it as safe as the database itself. Restore it',
    '-- into an empty PostgreSQL database with',
    '--   psql -v ON_ERROR_STOP=1 -d <database> -f <this file>',
    '-- or start the server on an empty DATA_DIR (or database) with RESTORE_FROM=<this file>.',
  ];
}

export class BackupFileError extends Error {}

export interface BackupFile {
  takenAt: string;
  migrations: string[];
  /** The data's statements, in order. */
  statements: string[];
}

/**
 * Reads a backup as the server restores it: the header and the data's statements, checked line by
 * line (the schema is the server's own migrations). Throws BackupFileError naming what is wrong.
 */
export function parseBackup(text: string): BackupFile {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  if (lines[0] !== FIRST_LINE) throw new BackupFileError(`it is not an Olympiad backup (its first line is not "${FIRST_LINE}").`);
  const takenAt = lines[1]?.startsWith(TAKEN_PREFIX) ? lines[1].slice(TAKEN_PREFIX.length) : undefined;
  const migrations = lines[2]?.startsWith(MIGRATIONS_PREFIX) ? lines[2].slice(MIGRATIONS_PREFIX.length).split(' ').filter(Boolean) : undefined;
  if (!takenAt || !migrations?.length) throw new BackupFileError('its header does not say when it was taken and at which migrations.');
  if (lines[lines.length - 1] !== LAST_LINE) throw new BackupFileError(`it is incomplete: its last line is not "${LAST_LINE}".`);
  const dataStart = lines.indexOf(DATA_MARKER);
  if (dataStart < 0) throw new BackupFileError(`it has no data section ("${DATA_MARKER}").`);
  const statements: string[] = [];
  for (let index = dataStart + 1; index < lines.length - 1; index += 1) {
    const line = lines[index]!;
    if (line === '' || line.startsWith('-- ') || line === 'COMMIT;') continue;
    if (!line.endsWith(';') || !(line.startsWith(INSERT_PREFIX) || line.startsWith(SETVAL_PREFIX))) {
      throw new BackupFileError(`line ${index + 1} is no statement of a backup's data.`);
    }
    statements.push(line);
  }
  return { takenAt, migrations, statements };
}
