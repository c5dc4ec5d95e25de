import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** The .sql files stay in src: api/src/db and api/dist/db are both two levels below api. */
const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);
/** Serialises concurrent starts against one PostgreSQL server (migrations, and a restore). */
export const MIGRATION_LOCK_ID = 20250828;

/** Where the applied migrations are recorded; a backup's schema section creates it the same way. */
export const SCHEMA_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/** Statements are separated by a semicolon at the end of a line. */
const statements = (text: string) =>
  text
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);

/** The migrations this server knows, in the order they apply. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d{4}_.+\.sql$/.test(file)).sort();
}

/** One migration's statements, without their closing semicolons. */
export async function migrationStatements(file: string): Promise<string[]> {
  return statements(await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
}

/**
 * Applies the pending migrations, or only those among `onlyThese` (a backup's, restored before
 * the newer ones are applied over its rows). Answers the names applied.
 */
export async function migrate(db: Db, onlyThese?: readonly string[]): Promise<string[]> {
  const files = (await migrationFiles()).filter((file) => !onlyThese || onlyThese.includes(file));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql.raw(SCHEMA_MIGRATIONS_TABLE));
    const done = await tx.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`);
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      for (const statement of await migrationStatements(file)) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
    }
    return pending;
  });
}
