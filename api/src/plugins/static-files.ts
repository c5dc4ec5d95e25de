import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { REMOTES } from '@olympiad/shared/routes';

/** What of the front end is built, as the file server found it at start. */
export interface BuiltFrontEnd {
  /** shell/dist, or null while the shell is not built. */
  shellDist: string | null;
  /** The remotes whose dist folder exists, served at /remotes/<name>/. */
  remotes: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    builtFrontEnd: BuiltFrontEnd;
  }
}

export interface StaticFilesOptions {
  webRoot: string;
}

/** Entry files keep their names across builds, so browsers must revalidate them; everything else is content-hashed. */
const NO_CACHE_FILES = new Set(['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(reply: FastifyReply, path: string) {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  reply.header('cache-control', NO_CACHE_FILES.has(name) ? 'no-cache' : IMMUTABLE);
}

/** The built files: the shell's at /, each built remote's at /remotes/<name>/, as built (and pre-compressed). */
export const staticFilesPlugin = fp<StaticFilesOptions>(
  async (app, options) => {
    const shellDist = join(options.webRoot, 'shell', 'dist');
    const hasShell = existsSync(join(shellDist, 'index.html'));
    const remotes = REMOTES.map((remote) => remote.name).filter((name) => existsSync(join(options.webRoot, name, 'dist')));
    const common = { preCompressed: true, cacheControl: false, index: false as const, setHeaders: setCacheHeaders };

    if (hasShell) {
      await app.register(fastifyStatic, {
        ...common,
        root: shellDist,
        prefix: '/',
        // index.html is a page: always drawn by the pages plugin, which writes the contest name into it.
        allowedPath: (path) => path !== '/index.html',
      });
    }
    for (const name of remotes) {
      await app.register(fastifyStatic, {
        ...common,
        root: join(options.webRoot, name, 'dist'),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
      });
    }
    app.decorate<BuiltFrontEnd>('builtFrontEnd', { shellDist: hasShell ? shellDist : null, remotes });
  },
  { name: 'static-files' },
);
