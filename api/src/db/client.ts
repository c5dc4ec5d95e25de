import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

/** Typed as the node-postgres flavour; PGlite's answers have the same shape (rows, affectedRows aside). */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  close(): Promise<void>;
}

/** PGlite in dataDir (in memory without one), or a PostgreSQL server; one drizzle schema for both. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    return { db: drizzlePg({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
  }
  const client = new PGlite(options.dataDir);
  await client.waitReady;
  return { db: drizzlePglite({ client, schema }) as unknown as Db, close: () => client.close() };
}
