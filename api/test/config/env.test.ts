import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { EnvError, loadEnv } from '../../src/config/env.js';

const root = mkdtempSync(join(tmpdir(), 'olympiad-env-'));
after(() => rmSync(root, { recursive: true, force: true }));
const POSTGRES = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', BACKUP_KEY: 'a-backup-key-kept-by-the-operator-0123456789' };

describe('loadEnv', () => {
  it('applies the defaults and creates DATA_DIR with a persisted JWT secret', () => {
    const dataDir = join(root, 'data');
    const env = loadEnv({ DATA_DIR: dataDir });
    assert.equal(env.port, 8080);
    assert.equal(env.host, '127.0.0.1');
    assert.equal(env.adminEmail, 'admin@example.com');
    assert.equal(env.adminPassword, undefined);
    assert.equal(env.databaseUrl, undefined);
    assert.equal(env.seedDemo, false);
    assert.ok(existsSync(dataDir));
    assert.equal(readFileSync(join(dataDir, 'jwt-secret'), 'utf8'), env.jwtSecret);
    assert.equal(loadEnv({ DATA_DIR: dataDir }).jwtSecret, env.jwtSecret);
    assert.ok(existsSync(join(env.webRoot, 'api', 'package.json')), 'WEB_ROOT defaults to the repository root');
  });

  it('leaves the JWT secret to the database with a PostgreSQL URL, where every instance shares it', () => {
    const dataDir = join(root, 'instance');
    const env = loadEnv({ DATA_DIR: dataDir, ...POSTGRES });
    assert.equal(env.jwtSecret, undefined);
    assert.ok(!existsSync(join(dataDir, 'jwt-secret')));
    const given = 'a-secret-given-by-the-environment-0123456789';
    assert.equal(loadEnv({ DATA_DIR: dataDir, ...POSTGRES, JWT_SECRET: given }).jwtSecret, given);
  });

  it('accepts SEED_DEMO=1 and a PostgreSQL URL', () => {
    const env = loadEnv({ DATA_DIR: root, SEED_DEMO: '1', ...POSTGRES });
    assert.equal(env.seedDemo, true);
    assert.equal(env.databaseUrl, 'postgres://u:p@localhost:5432/db');
  });

  it('lists every bad variable in one error', () => {
    assert.throws(
      () => loadEnv({ DATA_DIR: root, PORT: 'eighty', ADMIN_PASSWORD: 'short', SEED_DEMO: 'yes', DATABASE_URL: 'mysql://x' }),
      (error: unknown) => {
        assert.ok(error instanceof EnvError);
        for (const name of ['PORT', 'ADMIN_PASSWORD', 'SEED_DEMO', 'DATABASE_URL']) assert.match(error.message, new RegExp(name));
        return true;
      },
    );
  });

  it('refuses a DATA_DIR whose parent does not exist', () => {
    assert.throws(() => loadEnv({ DATA_DIR: join(root, 'missing', 'data') }), /DATA_DIR/);
  });
});

describe('TRUST_PROXY', () => {
  it('accepts addresses, CIDR ranges and proxy-addr names, and refuses anything else', () => {
    assert.deepEqual(loadEnv({ DATA_DIR: root }).trustProxy, []);
    const env = loadEnv({ DATA_DIR: root, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' });
    assert.deepEqual(env.trustProxy, ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['*', 'true', '10.0.0.0/33', 'proxy.example.com']) {
      assert.throws(() => loadEnv({ DATA_DIR: root, TRUST_PROXY: bad }), EnvError, bad);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default (no metrics call), and refuses a token too short to guess at', () => {
    assert.equal(loadEnv({ DATA_DIR: root }).metricsToken, undefined);
    assert.equal(loadEnv({ DATA_DIR: root, METRICS_TOKEN: 'a-scrapers-token-0123' }).metricsToken, 'a-scrapers-token-0123');
    assert.throws(() => loadEnv({ DATA_DIR: root, METRICS_TOKEN: 'short' }), /METRICS_TOKEN: must be at least 16 characters/);
  });
});

describe('SMTP_URL, PUBLIC_URL and MAIL_FROM', () => {
  it('writes to the outbox by default, with links to this server and a sender at its host', () => {
    const env = loadEnv({ DATA_DIR: root, PORT: '8123' });
    assert.equal(env.smtpUrl, undefined);
    assert.equal(env.publicUrl, 'http://localhost:8123');
    assert.equal(env.mailFrom, 'no-reply@localhost');
  });

  it('takes an SMTP server, the public address without its trailing slash, and a sender of its own', () => {
    const env = loadEnv({
      DATA_DIR: root,
      SMTP_URL: 'smtps://user:secret@mail.example.org:465?tls.rejectUnauthorized=false',
      PUBLIC_URL: 'https://olympiad.example.org/',
    });
    assert.equal(env.smtpUrl, 'smtps://user:secret@mail.example.org:465?tls.rejectUnauthorized=false');
    assert.equal(env.publicUrl, 'https://olympiad.example.org');
    assert.equal(env.mailFrom, 'no-reply@olympiad.example.org');
    assert.equal(loadEnv({ DATA_DIR: root, MAIL_FROM: 'team@example.org' }).mailFrom, 'team@example.org');
  });

  it('refuses what is no SMTP server, no web address or no e-mail address', () => {
    for (const [name, bad, message] of [
      ['SMTP_URL', 'mail.example.org:25', /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//],
      ['PUBLIC_URL', 'ftp://example.org', /PUBLIC_URL: must be an http:\/\/ or https:\/\/ address/],
      ['PUBLIC_URL', 'olympiad.example.org', /PUBLIC_URL: must be an http:\/\/ or https:\/\/ address/],
      ['MAIL_FROM', 'team', /MAIL_FROM: must be an e-mail address/],
    ] as const) {
      assert.throws(() => loadEnv({ DATA_DIR: root, [name]: bad }), message, `${name}=${bad}`);
    }
  });
});

describe('RESTORE_FROM and BACKUP_HOUR', () => {
  it('restores nothing by default and takes the nightly backup at 02:00 UTC', () => {
    const env = loadEnv({ DATA_DIR: root });
    assert.equal(env.restoreFrom, undefined);
    assert.equal(env.backupHour, 2);
  });

  it('resolves the backup to restore against the working folder, takes another hour or none, and refuses other hours', () => {
    assert.equal(
      loadEnv({ DATA_DIR: root, RESTORE_FROM: 'backups/monday.jsonl' }).restoreFrom,
      join(process.cwd(), 'backups', 'monday.jsonl'),
    );
    assert.equal(loadEnv({ DATA_DIR: root, BACKUP_HOUR: '23' }).backupHour, 23);
    assert.equal(loadEnv({ DATA_DIR: root, BACKUP_HOUR: 'off' }).backupHour, undefined);
    for (const bad of ['24', '-1', 'never', '2.5']) {
      assert.throws(() => loadEnv({ DATA_DIR: root, BACKUP_HOUR: bad }), /BACKUP_HOUR: must be an hour from 0 to 23 \(UTC\), or off/, bad);
    }
  });
});

describe('BACKUP_KEY', () => {
  it('is generated once into DATA_DIR/backup-key on PGlite, readable by the server alone, and kept', () => {
    const dataDir = join(root, 'key-generated');
    const env = loadEnv({ DATA_DIR: dataDir });
    const file = join(dataDir, 'backup-key');
    assert.equal(readFileSync(file, 'utf8'), env.backupKey);
    assert.ok(env.backupKey.length >= 32);
    assert.notEqual(env.backupKey, env.jwtSecret);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(loadEnv({ DATA_DIR: dataDir }).backupKey, env.backupKey);
  });

  it('is taken from the environment when set, and refused shorter than 32 characters', () => {
    const dataDir = join(root, 'key-given');
    assert.equal(loadEnv({ DATA_DIR: dataDir, BACKUP_KEY: POSTGRES.BACKUP_KEY }).backupKey, POSTGRES.BACKUP_KEY);
    assert.ok(!existsSync(join(dataDir, 'backup-key')));
    assert.throws(() => loadEnv({ DATA_DIR: dataDir, BACKUP_KEY: 'short' }), /BACKUP_KEY: must be at least 32 characters/);
  });

  it('with DATABASE_URL is best set, the same on every instance; unset, the instance starts with its own key file and a warning', () => {
    const dataDir = join(root, 'key-postgres');
    const own = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: POSTGRES.DATABASE_URL });
    assert.equal(readFileSync(join(dataDir, 'backup-key'), 'utf8'), own.backupKey);
    assert.match(own.backupKeyWarning ?? '', /BACKUP_KEY is unset: this instance signs its backups with .*backup-key/);
    assert.equal(loadEnv({ DATA_DIR: dataDir, ...POSTGRES }).backupKeyWarning, undefined);
    assert.equal(loadEnv({ DATA_DIR: dataDir }).backupKeyWarning, undefined);
  });

  it('refuses a key file cut down to fewer than 32 characters', () => {
    const dataDir = join(root, 'key-short');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'backup-key'), 'short\n');
    assert.throws(() => loadEnv({ DATA_DIR: dataDir }), /backup-key holds fewer than 32 characters/);
  });
});
