// The server every benchmark measures: the production build, on its own port and data directory.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts `node api/dist/server.js`; `ready` settles once it answers readReadiness.
 * @param {{ port: number, dataDir: string, env?: Record<string, string> }} options
 */
export function startServer({ port, dataDir, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    // Imported here, not at the top: bench:bundle, bench:lighthouse and bench:typing load this
    // module before their build has compiled shared's contract.
    const { requestOf } = await import('./calls.mjs');
    for (let i = 0; i < 240; i++) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      if (
        await fetch(`${base}${requestOf('readReadiness').url}`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the server did not start');
  })();
  return { base, server, ready };
}
