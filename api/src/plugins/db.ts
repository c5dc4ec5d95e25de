import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions, type Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pingDatabase(): Promise<void>;
  }
}

export interface DbPluginOptions {
  database: DatabaseOptions;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const database = await openDatabase(options.database);
    app.addHook('onClose', () => database.close());
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
    app.decorate('db', database.db);
    app.decorate('pingDatabase', async () => {
      await database.db.execute(sql`SELECT 1`);
    });
  },
  { name: 'db' },
);
