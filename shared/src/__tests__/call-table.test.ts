import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const REMOTES = ['public-site', 'registration', 'guide', 'control-panel'];

/** The modules a remote's webpack config exposes: `'./App': './src/app/app.tsx'`. */
function exposedModules(remote: string): string[] {
  const config = readFileSync(path.join(root, remote, 'webpack.config.mjs'), 'utf8');
  const exposes = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return [...exposes.matchAll(/:\s*'([^']+)'/g)].map(([, file]) => path.join(root, remote, file!));
}

describe("each remote's call table", () => {
  it.each(REMOTES)('%s: every exposed module adds its calls before any other import', (remote) => {
    const modules = exposedModules(remote);
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) {
      const firstImport = /^import\s[^;]*;/m.exec(readFileSync(file, 'utf8'))?.[0];
      expect(firstImport).toBe("import '@olympiad/shared/call-table';");
    }
  });
});
