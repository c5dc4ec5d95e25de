import { join } from 'node:path';
import { buildApp } from './app.js';
import { EnvError, loadEnv } from './config/env.js';
import { RestoreRefused } from './db/backup/restore-backup.js';
import { safeErrorText } from './lib/log-safe.js';
import { outboxTransport, smtpTransport } from './mail/transport.js';

async function main() {
  const env = loadEnv();
  const app = await buildApp({
    database: env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: join(env.dataDir, 'pglite') },
    jwtSecret: env.jwtSecret,
    adminEmail: env.adminEmail,
    adminPassword: env.adminPassword,
    seedDemo: env.seedDemo,
    restoreFrom: env.restoreFrom,
    backupKey: env.backupKey,
    nightlyBackup: env.backupHour === undefined ? undefined : { dir: join(env.dataDir, 'backups'), hour: env.backupHour },
    webRoot: env.webRoot,
    dataDir: env.dataDir,
    logger: { level: env.logLevel },
    trustProxy: env.trustProxy,
    metricsToken: env.metricsToken,
    // A database that starts after the server is normal in operation: wait for it, do not exit.
    waitForDatabase: true,
    mail: {
      transport: env.smtpUrl ? smtpTransport(env.smtpUrl) : outboxTransport(join(env.dataDir, 'outbox')),
      publicUrl: env.publicUrl,
      fromAddress: env.mailFrom,
    },
  });
  if (env.backupKeyWarning) app.log.warn(env.backupKeyWarning);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: env.port, host: env.host });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof RestoreRefused) {
    process.stderr.write(`${error.message}\n`);
  } else {
    // Never the error's own message or stack: a failed query's holds the query and its values.
    process.stderr.write(`The server could not start: ${safeErrorText(error)}\n`);
  }
  process.exit(1);
});
