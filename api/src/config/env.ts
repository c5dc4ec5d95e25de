import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { z } from 'zod';

/** api/src/config and api/dist/config both sit three levels below the repository root. */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BACKUP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: z.enum(['0', '1'], 'must be 0 or 1').default('0'),
  WEB_ROOT: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyAddress), 'must be addresses or CIDR ranges separated by commas')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  RESTORE_FROM: z.string().min(1).optional(),
  BACKUP_HOUR: z
    .string()
    .regex(/^(off|[01]?\d|2[0-3])$/, 'must be an hour from 0 to 23 (UTC), or off')
    .default('2')
    .transform((value) => (value === 'off' ? undefined : Number(value))),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps:// and name a server')
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  MAIL_FROM: z.email('must be an e-mail address').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  /** Unset with DATABASE_URL and no JWT_SECRET: the one kept in the database (db/settings.ts). */
  jwtSecret: string | undefined;
  seedDemo: boolean;
  webRoot: string;
  logLevel: string;
  /** Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed; empty: none. */
  trustProxy: string[];
  /** The bearer token of readMetrics; unset, that call answers 404. */
  metricsToken: string | undefined;
  /** A backup file to restore at start into the empty database (an absolute path). */
  restoreFrom: string | undefined;
  /** The hour (UTC) of the daily backup into DATA_DIR/backups; undefined: none. */
  backupHour: number | undefined;
  /** What backups are signed and checked with: BACKUP_KEY, or on PGlite the one generated into DATA_DIR/backup-key. */
  backupKey: string;
  /**
   * Set when several instances may sign their backups with different keys: DATABASE_URL without
   * BACKUP_KEY, so each instance generated its own into its DATA_DIR. The server starts (the
   * contract's environment suffices) and says so in its log.
   */
  backupKeyWarning: string | undefined;
  /** The SMTP server messages are sent through; unset, they are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The address links in messages start with: PUBLIC_URL, or this server's own on localhost. */
  publicUrl: string;
  /** The sender of messages: MAIL_FROM, or no-reply at the public address's host. */
  mailFrom: string;
}

/** An address, a CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

export class EnvError extends Error {}

/** Reads and checks the environment; throws one EnvError naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): AppEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = ensureDataDir(resolve(process.cwd(), env.DATA_DIR));
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    jwtSecret: env.JWT_SECRET ?? (env.DATABASE_URL ? undefined : persistedSecret(dataDir, 'jwt-secret')),
    seedDemo: env.SEED_DEMO === '1',
    webRoot: resolve(process.cwd(), env.WEB_ROOT ?? REPO_ROOT),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? [],
    metricsToken: env.METRICS_TOKEN,
    restoreFrom: env.RESTORE_FROM && resolve(process.cwd(), env.RESTORE_FROM),
    backupHour: env.BACKUP_HOUR,
    backupKey: env.BACKUP_KEY ?? persistedSecret(dataDir, 'backup-key'),
    backupKeyWarning:
      env.DATABASE_URL && !env.BACKUP_KEY
        ? `BACKUP_KEY is unset: this instance signs its backups with ${join(dataDir, 'backup-key')}, which a restore needs. ` +
          'Set BACKUP_KEY, the same on every instance, so that any instance restores any backup.'
        : undefined,
    smtpUrl: env.SMTP_URL,
    publicUrl,
    mailFrom: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
  };
}

function ensureDataDir(dataDir: string): string {
  if (existsSync(dataDir)) return dataDir;
  if (!existsSync(dirname(dataDir))) {
    throw new EnvError(`Invalid environment:\n  DATA_DIR: the parent folder of ${dataDir} does not exist`);
  }
  mkdirSync(dataDir);
  return dataDir;
}

/**
 * Generated into DATA_DIR on the first start and kept, readable by the server's user only: so
 * that tokens survive restarts (jwt-secret), and backups taken earlier restore (backup-key).
 * One process's: instances sharing a PostgreSQL take theirs from the environment or the database.
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new EnvError(`Invalid environment:\n  DATA_DIR: ${file} holds fewer than 32 characters`);
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
