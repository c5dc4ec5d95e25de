import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each remote's manifest URL: the built ones served here, unless DATA_DIR/remotes.json moves them elsewhere. */
    remotesMap(): Promise<Record<string, string>>;
  }
}

export interface RemotesMapOptions {
  /** Folder of the optional remotes.json overlay. */
  dataDir: string;
}

export const localEntry = (name: string) => `/remotes/${name}/mf-manifest.json`;

const overlaySchema = z.record(z.string(), z.string());

/** An operator's DATA_DIR/remotes.json; a broken one is reported and ignored rather than breaking every page. */
async function readOverlay(file: string): Promise<Record<string, string>> {
  try {
    return overlaySchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    process.emitWarning(`Ignoring ${file}: it must be a JSON object of remote name to manifest URL (${String(error)})`);
    return {};
  }
}

/**
 * Where the shell loads each remote from, at /remotes.json. The overlay is read on every call, so
 * an operator's change takes effect without a restart.
 */
export const remotesMapPlugin = fp<RemotesMapOptions>(
  async (app, options) => {
    const overlay = join(options.dataDir, 'remotes.json');
    const remotesMap = async (): Promise<Record<string, string>> => {
      const map: Record<string, string> = Object.fromEntries(app.builtFrontEnd.remotes.map((name) => [name, localEntry(name)]));
      if (existsSync(overlay)) Object.assign(map, await readOverlay(overlay));
      return map;
    };
    app.decorate('remotesMap', remotesMap);
    app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(await remotesMap()));
  },
  { name: 'remotes-map', dependencies: ['static-files'] },
);
