import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server for the tests that only a server can run (two app instances on one
 * database, connections terminated under load): `DATABASE_URL` when given (CI's second api run),
 * else a throwaway cluster of Debian's `postgresql` package started once for this test process
 * and removed when it exits. PGlite is one process's database: it has no second client to share
 * it with and no connection to cut.
 */
let started: Promise<string> | undefined;

export function postgresServerUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return Promise.resolve(process.env.DATABASE_URL);
  started ??= startThrowawayCluster();
  return started;
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(path.join(root, version, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error('These tests need PostgreSQL: set DATABASE_URL, or install it (apt-get install -y postgresql).');
  }
  return path.join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startThrowawayCluster(): Promise<string> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'olympiad-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root (CI), the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (program: string, args: string[]) => {
    const command = [path.join(bin, program), ...args];
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map(shellQuote).join(' ')], { stdio: 'pipe' });
    else execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', ['-D', dataDir, '-o', `-k ${dir} -p ${port} -h 127.0.0.1`, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  process.once('exit', () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
