import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/** The .sql files stay in src: api/src/db and api/dist/db are both two levels below api. */
const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);
/** Serialises concurrent starts against one PostgreSQL server (migrations, and a restore). */
export const MIGRATION_LOCK_ID = 20250828;

/** Where the applied migrations are recorded. */
const SCHEMA_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
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
async function migrationStatements(file: string): Promise<string[]> {
  return statements(await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
}

/** Applies the pending migrations, all of them. Answers the names applied. */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    return applyMigrations(tx, await migrationFiles());
  });
}

/**
 * Applies those of `files` that are pending, in tx, whose caller holds the migration lock: a
 * restore applies its backup's ones in the transaction of its rows (db/backup/restore-backup.ts).
 */
export async function applyMigrations(tx: Tx, files: readonly string[]): Promise<string[]> {
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
}
