import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { quoteName, type EditionColumn, type EditionTable } from './edition-tables.js';

/** PostgreSQL takes at most 65,535 parameters a statement; a statement's values stay well below. */
const PARAMETERS_PER_STATEMENT = 30_000;
/** And a few megabytes of pictures at most, so that no one statement holds the whole edition. */
const CHARACTERS_PER_STATEMENT = 4_000_000;

/**
 * A value as a parameter, always sent as text and turned into the column's type by the database's
 * own input function, as a typed-in literal would be; only the type's name, from the catalogue,
 * is written into the statement.
 */
const valueOf = (column: EditionColumn, value: string | null): SQL =>
  column.binary ? sql`decode(${value}::text, 'base64')` : sql`CAST(${value}::text AS ${sql.raw(column.type)})`;

/**
 * Inserts rows into table, many a statement, every value a parameter. columns are the live
 * table's own, in the order of the rows' values: nothing of a file is ever part of the SQL.
 * Calls `refused` with the range of rows (1-based) of a statement the database refuses.
 */
export async function insertRows(
  tx: Tx,
  table: EditionTable,
  columns: readonly EditionColumn[],
  rows: readonly (readonly (string | null)[])[],
  refused: (first: number, last: number, error: unknown) => Error,
): Promise<void> {
  const into = sql.raw(
    `INSERT INTO ${quoteName(table.name)} (${columns.map((column) => quoteName(column.name)).join(', ')})` +
      `${table.alwaysIdentity ? ' OVERRIDING SYSTEM VALUE' : ''} VALUES `,
  );
  const rowsPerStatement = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns.length));
  for (let first = 0; first < rows.length;) {
    const tuples: SQL[] = [];
    let size = 0;
    for (let index = first; index < rows.length && tuples.length < rowsPerStatement; index += 1) {
      const row = rows[index]!;
      const length = row.reduce((sum, value) => sum + (value?.length ?? 0), 0);
      if (tuples.length && size + length > CHARACTERS_PER_STATEMENT) break;
      tuples.push(
        sql`(${sql.join(
          row.map((value, column) => valueOf(columns[column]!, value)),
          sql`, `,
        )})`,
      );
      size += length;
    }
    try {
      await tx.execute(sql`${into}${sql.join(tuples, sql`, `)}`);
    } catch (error) {
      throw refused(first + 1, first + tuples.length, error);
    }
    first += tuples.length;
  }
}

/** A sequence set where the backup found it, by a parameterised call; name is the catalogue's. */
export async function setSequence(tx: Tx, name: string, value: number, called: boolean): Promise<void> {
  await tx.execute(
    sql`SELECT pg_catalog.setval(${quoteName(name)}::text::regclass, ${String(value)}::text::bigint, ${String(called)}::text::boolean)`,
  );
}
