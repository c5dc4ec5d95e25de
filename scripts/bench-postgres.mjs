// PostgreSQL and CPU figures for the benchmarks that run several instances: a throwaway cluster
// (as api/test/harness/postgres-server.ts starts one), a new database on it, and where the
// machine's CPU went (Linux /proc).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((version) => existsSync(path.join(base, version, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('This benchmark needs PostgreSQL: set DATABASE_URL, or install it (apt-get install -y postgresql).');
  return path.join(base, newest, 'bin');
}

/** A throwaway cluster on 127.0.0.1:`port`; `stop` removes it. */
export function startCluster(port) {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'olympiad-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const quote = (word) => `'${word.replace(/'/g, `'\\''`)}'`;
  const run = (program, args) => {
    const command = [path.join(bin, program), ...args];
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map(quote).join(' ')], { stdio: 'pipe' });
    else execFileSync(command[0], command.slice(1), { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', ['-D', dataDir, '-o', `-k ${dir} -p ${port} -h 127.0.0.1`, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database `olympiad_bench_…` on the server; `drop` removes it. */
export async function newDatabase(serverUrl) {
  const name = `olympiad_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A process's CPU time so far (Linux /proc), in ms; 0 where /proc is missing. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's CPU time: its postmaster and every backend (children of it). */
export function postgresCpuMs(serverPid) {
  if (!serverPid) return 0;
  const parentOf = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
    } catch {
      return undefined;
    }
  };
  const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && parentOf(entry) === String(serverPid));
  return cpuMs(serverPid) + children.reduce((sum, pid) => sum + cpuMs(pid), 0);
}

/** The whole machine's busy CPU time so far (every process, ours and others'), in ms. */
export function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    return ((ticks.reduce((sum, value) => sum + value, 0) - idle) * 1000) / 100;
  } catch {
    return 0;
  }
}
