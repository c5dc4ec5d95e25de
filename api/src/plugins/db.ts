import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseOptions, type Db, type PoolStats } from '../db/client.js';
import type { BackupKey } from '../db/backup/backup-key.js';
import { restoreBackup } from '../db/backup/restore-backup.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed.js';
import { namingActors } from '../lib/acting-user.js';
import { isDatabaseUnavailable } from '../lib/sql-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Resolves once the database ran a trivial query within timeoutMs. */
    pingDatabase(timeoutMs: number): Promise<void>;
    /** The PostgreSQL pool's connections; undefined on PGlite. */
    databasePool(): PoolStats | undefined;
  }
}

export interface DbPluginOptions {
  database: DatabaseOptions;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** RESTORE_FROM: a backup restored at start into the empty database, if key verifies it (db/backup/restore-backup.ts). */
  restoreFrom?: { file: string; key: BackupKey };
  /**
   * Wait for a database that does not answer yet, trying again ever more slowly, instead of
   * failing: in operation the database may well start after the server. The tests fail at once.
   */
  waitForDatabase?: boolean;
}

const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 15_000;
const START_PING_TIMEOUT_MS = 5_000;

async function untilDatabaseAnswers(database: Database, log: FastifyBaseLogger) {
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      await database.ping(START_PING_TIMEOUT_MS);
      return;
    } catch (error) {
      // A wrong password or a missing database is not going to change by waiting.
      if (!isDatabaseUnavailable(error)) throw error;
      log.warn({ err: error, retryInMs: wait }, 'the database does not answer yet; trying again');
      await sleep(wait);
    }
  }
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const database = await openDatabase(options.database, {
      onConnectionLost: (error) => app.log.warn({ err: error }, 'a database connection was lost; new ones are opened when needed'),
    });
    app.addHook('onClose', () => database.close());
    if (options.waitForDatabase) await untilDatabaseAnswers(database, app.log);
    if (options.restoreFrom) {
      const restored = await restoreBackup(database.db, options.restoreFrom.file, options.restoreFrom.key);
      app.log.info(restored, `RESTORE_FROM: restored ${restored.rows} rows of the backup taken at ${restored.takenAt}`);
    }
    const applied = await migrate(database.db);
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    const seeded = await seed(database.db, {
      adminEmail: options.adminEmail,
      adminPassword: options.adminPassword,
      demo: options.seedDemo,
    });
    if (seeded.contestCreated) app.log.info('seeded the 2025 contest and the enumerations');
    if (seeded.generatedAdminPassword) {
      process.stdout.write(
        `\n==================== FIRST START ====================\n` +
          `Administrator: ${options.adminEmail}\n` +
          `Password:      ${seeded.generatedAdminPassword}\n` +
          `This password is shown only once. Log in and keep it safe.\n` +
          `=====================================================\n\n`,
      );
    }
    if (seeded.demo) app.log.info(seeded.demo, 'SEED_DEMO=1: loaded the demo edition');
    app.decorate('db', namingActors(database.db));
    app.decorate('pingDatabase', (timeoutMs: number) => database.ping(timeoutMs));
    app.decorate('databasePool', () => database.poolStats?.());
  },
  { name: 'db' },
);
