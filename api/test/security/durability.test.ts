import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { ADMIN, BACKUP_KEY, freshDatabase, JWT_SECRET, urlFor } from '../helper.js';

/**
 * Acknowledged writes survive a crash: the real server (a child process) is killed with SIGKILL
 * in the middle of a stream of writes, ten times, and started again on the same data with no
 * manual step; every write it answered 201 to must be there. PGlite in a data folder, or the
 * PostgreSQL server of DATABASE_URL when it is set (as CI's second pass does).
 */
const ROUNDS = 10;
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const usePostgres = Boolean(process.env.DATABASE_URL);

const dataDir = mkdtempSync(join(tmpdir(), 'olympiad-durability-'));
const database = usePostgres ? await freshDatabase() : undefined;
let server: ChildProcess | undefined;
after(async () => {
  server?.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET,
      BACKUP_KEY,
      LOG_LEVEL: 'warn',
      ...(database?.options.kind === 'postgres' ? { DATABASE_URL: database.options.url } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) on start: ${stderr}`);
    const healthy = await fetch(`${base}${urlFor('readReadiness')}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within 90 s: ${stderr}`);
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const xsrf = 'durability-xsrf-token-0123456789abcdef';
const headers = (token?: string) => ({
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${xsrf}`,
  'x-xsrf-token': xsrf,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** Writes countries one after another until stopped; the names the server acknowledged with 201. */
async function writeUntilStopped(token: string, prefix: string, stopped: () => boolean, acknowledged: string[]): Promise<void> {
  for (let index = 0; !stopped(); index += 1) {
    const name = `${prefix} ${index}`;
    try {
      const response = await fetch(`${base}${urlFor('createCountry')}`, {
        method: 'POST',
        headers: headers(token),
        body: JSON.stringify({ name }),
      });
      if (response.status === 201) acknowledged.push(name);
    } catch {
      return; // the server is gone: this write was never acknowledged
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`durability on ${usePostgres ? 'PostgreSQL' : 'PGlite'}: SIGKILL during acknowledged writes`, () => {
  it(`keeps every acknowledged write over ${ROUNDS} crashes and restarts`, async () => {
    server = await start();
    const login = await fetch(`${base}${urlFor('logIn')}`, { method: 'POST', headers: headers(), body: JSON.stringify(ADMIN) });
    assert.equal(login.status, 200);
    const { token } = (await login.json()) as { token: string };
    const all: string[] = [];
    const restarts: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      let stop = false;
      const acknowledged: string[] = [];
      const writers = ['Alpha', 'Beta'].map((writer) => writeUntilStopped(token, `Durable ${round} ${writer}`, () => stop, acknowledged));
      // Killed while writes are in flight: after a few were acknowledged, at a random moment.
      for (let waited = 0; acknowledged.length < 3 && waited < 30_000; waited += 20) await sleep(20);
      await sleep(Math.random() * 200);
      await killed(server);
      stop = true;
      await Promise.all(writers);
      assert.ok(acknowledged.length > 0, `round ${round}: no write was acknowledged before the kill`);
      all.push(...acknowledged);
      const restarting = Date.now();
      server = await start();
      restarts.push(Date.now() - restarting);
      const response = await fetch(`${base}${urlFor('readCountries')}`);
      const stored = new Set(((await response.json()) as { name: string }[]).map((country) => country.name));
      const lost = all.filter((name) => !stored.has(name));
      assert.deepEqual(lost, [], `round ${round}: acknowledged writes lost after SIGKILL`);
    }
    const restart = (restarts.reduce((sum, ms) => sum + ms, 0) / restarts.length / 1000).toFixed(1);
    console.log(
      `durability (${usePostgres ? 'PostgreSQL' : 'PGlite'}): ${ROUNDS} SIGKILLs, ${all.length} acknowledged writes, 0 lost; restart ${restart} s on average`,
    );
  });
});
