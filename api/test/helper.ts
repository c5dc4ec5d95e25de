import { CONTRACT, urlOf, type Contract, type ContractKey, type PathParams } from '@olympiad/shared/contract';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import type { DatabaseOptions } from '../src/db/client.js';
import { useScryptParametersInTests } from '../src/lib/password.js';
import { checkAnswersAgainstContract } from './harness/contract-check.js';
import { postgresServerUrl } from './harness/postgres-server.js';

/** Cheap hashes: the suite registers and logs in hundreds of users (see useScryptParametersInTests). */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
useScryptParametersInTests(TEST_SCRYPT);

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
export const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
export const BACKUP_KEY = 'test-backup-key-test-backup-key-0123456789';

/** A fresh database per app: in-memory PGlite, or a new database on the DATABASE_URL server. */
export async function freshDatabase(): Promise<{ options: DatabaseOptions; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { options: { kind: 'pglite' }, drop: async () => {} };
  return newDatabaseOn(serverUrl);
}

/**
 * A fresh database on a PostgreSQL server, also in the PGlite run (see postgres-server.ts): for
 * what only a server shows, such as two app instances sharing it.
 */
export async function freshPostgresDatabase(): Promise<{ options: { kind: 'postgres'; url: string }; drop(): Promise<void> }> {
  return newDatabaseOn(await postgresServerUrl());
}

async function newDatabaseOn(serverUrl: string) {
  const name = `olympiad_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres' as const, url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // A closed pool's connections close a moment after pool.end() resolves; one terminated by
      // FORCE meanwhile reports an error nobody listens to any more.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await client.query('SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** What every test app is built with, on `database`, with `overrides`. */
export const testAppOptions = (database: DatabaseOptions, overrides: Partial<AppOptions> = {}): AppOptions => ({
  database,
  jwtSecret: JWT_SECRET,
  backupKey: BACKUP_KEY,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  ...overrides,
});

/** Builds the app on a fresh database and closes both when the test file ends; every answer is checked against its contract. */
export async function buildTestApp(overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const database = await freshDatabase();
  const app = await buildApp(testAppOptions(database.options, overrides));
  checkAnswersAgainstContract(app);
  after(async () => {
    await app.close();
    await database.drop();
  });
  return app;
}

/** A tuple of `Count` apps. */
type Instances<Count extends number, Built extends FastifyInstance[] = []> = Built['length'] extends Count
  ? Built
  : Instances<Count, [...Built, FastifyInstance]>;

/**
 * `count` instances of the api on one fresh PostgreSQL database, as several servers share one in
 * operation (also in the PGlite run); closed, and the database dropped, when the test file ends.
 */
export async function postgresInstances<Count extends number>(
  count: Count,
  overrides: Partial<AppOptions> = {},
): Promise<Instances<Count>> {
  const database = await freshPostgresDatabase();
  const instances: FastifyInstance[] = [];
  after(async () => {
    for (const instance of instances) await instance.close();
    await database.drop();
  });
  for (let index = 0; index < count; index += 1) instances.push(await buildApp(testAppOptions(database.options, overrides)));
  return instances as Instances<Count>;
}

/** A readable XSRF-TOKEN cookie, fetched the way a browser gets it: from any first response. */
export async function csrf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: urlFor('readReadiness') });
  const cookie = response.cookies.find((item) => item.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return cookie.value;
}

type ParamsFor<K extends ContractKey> = PathParams<Contract[K]['path']>;
type Query = Record<string, string | number | undefined>;
type HasNoParams<K extends ContractKey> = keyof ParamsFor<K> extends never ? true : false;
/** A call's params are required exactly when its path has some. */
type ParamsArgs<K extends ContractKey> =
  HasNoParams<K> extends true ? [params?: ParamsFor<K>, query?: Query] : [params: ParamsFor<K>, query?: Query];

/** The URL of call `key`: its contract path with `params` filled and `query` appended. */
export function urlFor<K extends ContractKey>(key: K, ...[params, query]: ParamsArgs<K>): string {
  return urlOf<string>(CONTRACT[key].path, params ?? {}, query);
}

/** `METHOD /api/path` of call `key`, as the history records it and the tests name it. */
export const routeOf = (key: ContractKey) => `${CONTRACT[key].method} ${CONTRACT[key].path}`;

export interface SendOptions {
  method?: InjectOptions['method'];
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address, for the login limit (127.0.0.1 when not given). */
  remoteAddress?: string;
}

/**
 * Sends a request like the front end: bearer token when given, and the XSRF cookie + header pair.
 * For a URL that is not a call's own (a hostile spelling, a path of no call); else `call`.
 */
export async function send(app: FastifyInstance, options: SendOptions): Promise<LightMyRequestResponse> {
  const xsrf = await csrf(app);
  return app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: {
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}

interface CallBase {
  query?: Query;
  token?: string;
  /** Sent as JSON, or as is when a string or Buffer (give its content-type in `headers`). */
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export type CallOptions<K extends ContractKey> = CallBase &
  (HasNoParams<K> extends true ? { params?: ParamsFor<K> } : { params: ParamsFor<K> });

/** Makes call `key` of the contract (its method and path) like the front end: see `send`. */
export function call<K extends ContractKey>(
  app: FastifyInstance,
  key: K,
  ...[options]: HasNoParams<K> extends true ? [options?: CallOptions<K>] : [options: CallOptions<K>]
): Promise<LightMyRequestResponse> {
  const { params, query, ...rest } = (options ?? {}) as CallBase & { params?: ParamsFor<K> };
  return send(app, { method: CONTRACT[key].method, url: urlOf<string>(CONTRACT[key].path, params ?? {}, query), ...rest });
}

/** A CSV file in the form field `file`, as the browser's FormData sends it: spread into `call`'s options. */
export function csvUpload(file: string | Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----olympiad${randomBytes(8).toString('hex')}`;
  return {
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="file.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await call(app, 'logIn', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const loginAdmin = (app: FastifyInstance) => login(app, ADMIN.email, ADMIN.password);

/** Registers a user of the given role and returns its login token. */
export async function tokenFor(
  app: FastifyInstance,
  role: 'TeamRegistrator' | 'Guide',
  countryId: string | null = role === 'TeamRegistrator' ? SPEC_EDITION.hostCountry!.id : null,
): Promise<string> {
  const adminToken = await loginAdmin(app);
  const email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'user-password-1';
  const response = await call(app, 'registerUser', { token: adminToken, body: { email, name: role, password, role, countryId } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return login(app, email, password);
}

/** The user id (the `nameid` claim) of a bearer token. */
export function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { nameid: string };
  return payload.nameid;
}

/** Every key anywhere in a JSON value, to prove what a response never contains. */
export function allKeys(value: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        visit(child);
      }
    }
  };
  visit(value);
  return keys;
}

/** Real 2×2 images of each type (the server decodes and re-encodes every upload). */
export const IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4ISd3Qk6OAUIBAB8mBBGFRCvEAAAAAElFTkSuQmCC',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAHlhf//Z',
    'base64',
  ),
  webp: Buffer.from('UklGRjoAAABXRUJQVlA4IC4AAACwAQCdASoCAAIAAUAmJaACdLoABDAAAP7x3I/4DdfFtMv/vYL/3YL/3YL/WwAA', 'base64'),
  gif: Buffer.from('R0lGODlhAgACAIAAAExpccgeHiH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==', 'base64'),
};
