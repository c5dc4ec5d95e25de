import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { REMOTES } from '@olympiad/shared/routes';
import { z } from 'zod';
import { notFound } from '../lib/problem.js';
import { decodedPath } from '../lib/request-path.js';

/** Entry files keep their names across builds, so browsers must revalidate them; everything else is content-hashed. */
const NO_CACHE_FILES = new Set(['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'The front end is not built yet. Run `npm run build`, then restart the server.\n';

export interface StaticPluginOptions {
  webRoot: string;
  dataDir: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

function setCacheHeaders(reply: FastifyReply, path: string) {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  reply.header('cache-control', NO_CACHE_FILES.has(name) ? 'no-cache' : IMMUTABLE);
}

/** The built shell at /, each built remote at /remotes/<name>/, /remotes.json, and the history fallback. */
export const staticPlugin = fp<StaticPluginOptions>(
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
        // index.html always goes through the fallback, which writes the contest name into it.
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

    app.get('/remotes.json', async (_request, reply) => {
      const map: Record<string, string> = Object.fromEntries(
        remotes.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
      );
      const overlay = join(options.dataDir, 'remotes.json');
      if (existsSync(overlay)) Object.assign(map, await readOverlay(overlay));
      return reply.header('cache-control', 'no-cache').send(map);
    });

    let template: Promise<string> | undefined;
    const rendered = new Map<string, string>();
    const renderIndex = async () => {
      template ??= readFile(join(shellDist, 'index.html'), 'utf8');
      const name = (await app.contest())?.name ?? '';
      let html = rendered.get(name);
      if (html === undefined) {
        html = (await template).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(name)}</title>`);
        rendered.clear();
        rendered.set(name, html);
      }
      return html;
    };

    const historyFallback = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!hasShell) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      // A missing chunk must fail as a 404, not load the page in place of a script.
      if (decodedPath(request).startsWith('/remotes/')) throw notFound();
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await renderIndex());
    };
    app.decorate('historyFallback', historyFallback);
    // '/' is a folder to the file server, which would refuse it.
    app.get('/', historyFallback);
  },
  { name: 'static', dependencies: ['errors', 'current-contest'] },
);
