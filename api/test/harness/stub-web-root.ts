import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';

/**
 * A web root of stand-ins for the apps' builds (their `dist/` and the server bundles in
 * `dist-server/`), and a data folder, both removed after the test file: the real builds are made
 * by webpack and proven in the e2e tests; the api tests see what the api does with them.
 */
export function stubWebRoot(name: string) {
  const webRoot = mkdtempSync(join(tmpdir(), `olympiad-${name}-web-`));
  const dataDir = mkdtempSync(join(tmpdir(), `olympiad-${name}-data-`));
  after(() => {
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });
  /** Writes a file of the web root; answers its path. */
  const write = (path: string, content: string) => {
    const file = join(webRoot, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return file;
  };
  return { webRoot, dataDir, write };
}
