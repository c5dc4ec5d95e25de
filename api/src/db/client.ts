import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

/** Typed as the node-postgres flavour; PGlite's answers have the same shape (rows, affectedRows aside). */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseOptions = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

/** A PostgreSQL pool's connections: open ones, the idle among them, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  /** Resolves once the database ran a trivial query; rejects when it fails or takes longer than timeoutMs. */
  ping(timeoutMs: number): Promise<void>;
  /** PostgreSQL only: PGlite is in the process, with no connections to count. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface DatabaseEvents {
  /** An idle connection was lost (a restart, failover or idle reaper); the pool opens another when needed. */
  onConnectionLost(error: Error): void;
}

/**
 * How the pool meets a database that goes away: a request waits at most CONNECT_TIMEOUT_MS for a
 * connection (then it answers 503 instead of queueing while the database is down), idle
 * connections are closed after IDLE_TIMEOUT_MS (before most idle reapers do it for us), and TCP
 * keepalive finds a peer that vanished without closing (a failover).
 */
const POOL_SETTINGS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  application_name: 'olympiad-api',
} as const;

/** Rejects with a connection timeout (ETIMEDOUT: the database is unavailable) unless work settles first. */
function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`The database did not answer within ${timeoutMs} ms.`), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * drizzle's transaction() sends BEGIN before its try/finally: a BEGIN that meets a terminated
 * connection leaves its client checked out for good, so each database restart would shrink the
 * pool (and pool.end() would wait for it for ever). A client whose connection ends while checked
 * out is given back here, as broken (the pool drops it); its holder's own release then does nothing.
 */
function releaseLostConnections(pool: pg.Pool) {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(new Error('The database connection ended while in use.'));
    }),
  );
}

/** PGlite in dataDir (in memory without one), or a PostgreSQL server; one drizzle schema for both. */
export async function openDatabase(options: DatabaseOptions, events: DatabaseEvents): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, ...POOL_SETTINGS });
    // An idle connection's loss: the pool has already dropped it. Without a listener, the
    // 'error' event would end the process.
    pool.on('error', (error) => events.onConnectionLost(error));
    // A connection in use (inside a transaction) has no listener of the pool's: its loss reaches
    // the queries that use it, and its 'error' event must not end the process either.
    pool.on('connect', (client) => client.on('error', () => {}));
    releaseLostConnections(pool);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      ping: async (timeoutMs) => {
        await withinTime(pool.query('SELECT 1'), timeoutMs);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite(options.dataDir);
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    ping: async (timeoutMs) => {
      await withinTime(client.query('SELECT 1'), timeoutMs);
    },
    close: () => client.close(),
  };
}
