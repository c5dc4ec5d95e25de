import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** The .sql files stay in src: api/src/db and api/dist/db are both two levels below api. */
const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);
/** Serialises concurrent starts against one PostgreSQL server. */
const LOCK_ID = 20250828;

/** Statements are separated by a semicolon at the end of a line. */
const statements = (text: string) =>
  text
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);

export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d{4}_.+\.sql$/.test(file)).sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await tx.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`);
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      for (const statement of statements(await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'))) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
    }
    return pending;
  });
}
