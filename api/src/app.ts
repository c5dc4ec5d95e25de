import Fastify, { type FastifyInstance } from 'fastify';
import { backupKey } from './db/backup/backup-key.js';
import type { NightlyBackupOptions } from './db/backup/nightly-backup.js';
import type { DatabaseOptions } from './db/client.js';
import { sharedJwtSecret } from './db/settings.js';
import { capLogged, safeError, safeLogArguments, safeRequest } from './lib/log-safe.js';
import { accessPlugin } from './plugins/access.js';
import { apiReferencePlugin } from './plugins/api-reference.js';
import { changeHistoryPlugin } from './plugins/change-history.js';
import { authPlugin } from './plugins/auth.js';
import { automaticRemindersPlugin } from './plugins/automatic-reminders.js';
import { closedListsPlugin } from './plugins/closed-lists.js';
import { csrfPlugin } from './plugins/csrf.js';
import { currentContestPlugin } from './plugins/current-contest.js';
import { dbPlugin } from './plugins/db.js';
import { editionPlugin } from './plugins/edition.js';
import { errorsPlugin, sendProblem, toProblem } from './plugins/errors.js';
import { loginThrottlePlugin } from './plugins/login-throttle.js';
import { mailPlugin, type MailOptions } from './plugins/mail.js';
import { metricsPlugin } from './plugins/metrics.js';
import { nightlyBackupPlugin } from './plugins/nightly-backup.js';
import { noStorePlugin } from './plugins/no-store.js';
import { noticesPlugin } from './plugins/notices.js';
import { letterVerificationPlugin } from './plugins/letter-verification.js';
import { pagesPlugin } from './plugins/pages.js';
import { pictureAddressesPlugin } from './plugins/picture-addresses.js';
import { publicCachePlugin } from './plugins/public-cache.js';
import { registrationDeadlinePlugin } from './plugins/registration-deadline.js';
import { remotesMapPlugin } from './plugins/remotes-map.js';
import { securityPlugin } from './plugins/security.js';
import { staticFilesPlugin } from './plugins/static-files.js';
import { validationPlugin } from './plugins/validation.js';
import { writeNotifyPlugin } from './plugins/write-notify.js';
import { apiRoutes } from './routes/index.js';

export interface AppOptions {
  database: DatabaseOptions;
  /** Omitted: generated once and kept in the database, the same for every instance on it. */
  jwtSecret?: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo?: boolean;
  /** RESTORE_FROM: a backup file restored at start into the empty database; refused on one that holds rows. */
  restoreFrom?: string;
  /** BACKUP_KEY (or DATA_DIR/backup-key): every backup is signed with it, and a restore refuses a file it does not verify. */
  backupKey: string;
  /** The daily backup into DATA_DIR/backups; omitted (the tests), none is taken. */
  nightlyBackup?: Omit<NightlyBackupOptions, 'key'>;
  /** Folder holding shell/dist and <remote>/dist; omitted, no front end is served. */
  webRoot?: string;
  /** Folder of the optional remotes.json overlay. */
  dataDir?: string;
  /** pino options; the redaction of credentials is always added. */
  logger?: { level: string; stream?: { write(line: string): void } };
  /**
   * TRUST_PROXY: reverse proxies whose X-Forwarded-For / -Proto are believed, so the login limit
   * and the logs see the client's address and the XSRF cookie is Secure behind https. Empty or
   * omitted: none; the headers of anyone else are ignored, so a client cannot choose its address.
   */
  trustProxy?: string[];
  /** METRICS_TOKEN: the bearer token of readMetrics; omitted, that call answers 404. */
  metricsToken?: string;
  /**
   * The server's start: a database that does not answer yet is waited for (its attempts logged)
   * rather than failing the start, however long it takes. The tests fail at once instead.
   */
  waitForDatabase?: boolean;
  /**
   * E-mail: where it goes (SMTP_URL, or DATA_DIR/outbox) and the public address of its links.
   * Omitted (the tests), messages are queued and none is sent.
   */
  mail?: MailOptions;
}

const QUEUED_ONLY: MailOptions = { transport: null, publicUrl: 'http://localhost:8080', fromAddress: 'no-reply@localhost' };

/** A 5 MB image in base64 is about 6.7 MB, plus the rest of the JSON body. */
const BODY_LIMIT = 8 * 1024 * 1024;

const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'body.password',
  'token',
  '*.token',
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const key = backupKey(options.backupKey);
  const app = Fastify({
    logger: options.logger
      ? {
          ...options.logger,
          redact: { paths: LOG_REDACT, censor: '[redacted]' },
          serializers: { err: safeError, req: safeRequest },
          formatters: { log: (entry: Record<string, unknown>) => capLogged(entry) as Record<string, unknown> },
          hooks: {
            logMethod(args, method) {
              method.apply(this, safeLogArguments(args) as Parameters<typeof method>);
            },
          },
        }
      : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors met before routing (a bad percent-encoding in the URL) answer problem details too.
    frameworkErrors: (error, _request, reply) => sendProblem(reply, toProblem(error)),
    // The database plugin migrates and, on a first start, seeds: on a busy two-core machine that
    // outlasts Fastify's default 10 s, and the server must still come up. Waiting for the database
    // has no limit at all.
    pluginTimeout: options.waitForDatabase ? 0 : 120_000,
  });
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(validationPlugin);
  await app.register(securityPlugin);
  await app.register(csrfPlugin);
  await app.register(dbPlugin, {
    database: options.database,
    adminEmail: options.adminEmail,
    adminPassword: options.adminPassword,
    seedDemo: options.seedDemo ?? false,
    restoreFrom: options.restoreFrom ? { file: options.restoreFrom, key } : undefined,
    waitForDatabase: options.waitForDatabase ?? false,
  });
  await app.register(writeNotifyPlugin, { database: options.database });
  if (options.nightlyBackup) await app.register(nightlyBackupPlugin, { ...options.nightlyBackup, key });
  await app.register(publicCachePlugin);
  await app.register(currentContestPlugin);
  await app.register(editionPlugin);
  await app.register(closedListsPlugin);
  await app.register(registrationDeadlinePlugin);
  await app.register(mailPlugin, options.mail ?? QUEUED_ONLY);
  await app.register(automaticRemindersPlugin);
  const jwtSecret = options.jwtSecret ?? (await sharedJwtSecret(app.db));
  await app.register(authPlugin, { jwtSecret });
  await app.register(accessPlugin);
  await app.register(pictureAddressesPlugin, { secret: jwtSecret });
  await app.register(changeHistoryPlugin);
  await app.register(noticesPlugin);
  await app.register(noStorePlugin);
  await app.register(loginThrottlePlugin);
  await app.register(letterVerificationPlugin);
  await app.register(apiReferencePlugin);
  await app.register(apiRoutes, { metrics: { token: options.metricsToken }, backup: { key } });
  if (options.webRoot) {
    await app.register(staticFilesPlugin, { webRoot: options.webRoot });
    await app.register(remotesMapPlugin, { dataDir: options.dataDir ?? options.webRoot });
    await app.register(pagesPlugin, { webRoot: options.webRoot });
  }
  return app;
}
