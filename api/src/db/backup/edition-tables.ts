import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';

export interface EditionColumn {
  name: string;
  /** Written as base64 (pictures): half the size of bytea's hex text. */
  binary: boolean;
  /** The column's type as the catalogue names it, without modifiers ('uuid', 'text[]', 'timestamp with time zone'). */
  type: string;
}

export interface EditionTable {
  name: string;
  /** Every stored column in the table's order; generated columns are computed again on restore. */
  columns: EditionColumn[];
  /** The primary key's columns, so that a backup lists rows in a stable order. */
  key: string[];
  /** Has a GENERATED ALWAYS identity column, whose values a restore must override. */
  alwaysIdentity: boolean;
}

type Reader = Db | Tx;

/** The migrations' own record: the schema, not the edition's data. */
const NOT_DATA = 'schema_migrations';

/** A name as an SQL identifier. */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the edition (the current schema's, whatever later migrations add), parents
 * before the tables that refer to them, so that rows restore in this order without deferring a
 * foreign key. Alphabetical where the order is free, so that two backups compare line by line.
 */
export async function editionTables(db: Reader): Promise<EditionTable[]> {
  const { rows: columns } = await db.execute<{ table: string; column: string; binary: boolean; type: string; identity: string }>(sql`
    SELECT c.relname AS "table", a.attname AS "column", a.atttypid = 'bytea'::regtype AS "binary",
      format_type(a.atttypid, NULL) AS type, a.attidentity AS identity
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND NOT c.relispartition AND c.relname <> ${NOT_DATA}
      AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`);
  const { rows: keys } = await db.execute<{ table: string; column: string }>(sql`
    SELECT c.relname AS "table", a.attname AS "column"
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey::int2[])
    WHERE n.nspname = current_schema() AND i.indisprimary
    ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`);
  const { rows: references } = await db.execute<{ child: string; parent: string }>(sql`
    SELECT DISTINCT child.relname AS child, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema() AND child.oid <> parent.oid`);

  const tables = new Map<string, EditionTable>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], key: [], alwaysIdentity: false };
    table.columns.push({ name: row.column, binary: row.binary, type: row.type });
    if (row.identity === 'a') table.alwaysIdentity = true;
    tables.set(row.table, table);
  }
  for (const row of keys) tables.get(row.table)?.key.push(row.column);
  return inDependencyOrder(
    [...tables.values()],
    references.filter((edge) => tables.has(edge.child) && tables.has(edge.parent)),
  );
}

/** Kahn's topological sort, taking the alphabetically first table that is free at each step. */
function inDependencyOrder(tables: EditionTable[], references: { child: string; parent: string }[]): EditionTable[] {
  const waiting = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) waiting.get(child)!.add(parent);
  const ordered: EditionTable[] = [];
  const byName = new Map(tables.map((table) => [table.name, table]));
  while (waiting.size) {
    const free = [...waiting]
      .filter(([, parents]) => parents.size === 0)
      .map(([name]) => name)
      .sort();
    if (!free.length) {
      throw new Error(`These tables refer to each other in a cycle, which a backup cannot order: ${[...waiting.keys()].join(', ')}.`);
    }
    const next = free[0]!;
    ordered.push(byName.get(next)!);
    waiting.delete(next);
    for (const parents of waiting.values()) parents.delete(next);
  }
  return ordered;
}

/** The current schema's sequences (none today; a later table's serial column would have one). */
export async function editionSequences(db: Reader): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`);
  return rows.map((row) => row.name);
}

/** The edition's tables that hold a row; none on an empty database, or one that only has the schema. */
export async function tablesWithRows(db: Reader): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await editionTables(db)) {
    const { rows } = await db.execute<{ filled: boolean }>(sql.raw(`SELECT EXISTS (SELECT 1 FROM ${quoteName(table.name)}) AS filled`));
    if (rows[0]?.filled) filled.push(table.name);
  }
  return filled;
}
