import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CONTRACT, urlOf } from '@olympiad/shared/contract';
import { BOOT_DATA_ID, DRAWN_PAGES, isRoutePath, REMOTES, type BootData } from '@olympiad/shared/routes';
import { edition } from '@olympiad/shared/schemas';
import { z } from 'zod';
import { cachedBody } from '../lib/cached-read.js';
import { pageDrawer } from '../lib/page-drawer.js';
import { notFound } from '../lib/problem.js';
import { decodedPath } from '../lib/request-path.js';
import { sendCached } from '../lib/send-cached.js';
import { inlineStylesheets } from '../lib/stylesheets.js';

/** Entry files keep their names across builds, so browsers must revalidate them; everything else is content-hashed. */
/** The shell's boot scripts, preloaded by index.html (shared/src/mf/boot-preload-plugin.mjs). */
const BOOT_PRELOADS = /<link rel="preload" as="script" href="[^"]*">/g;
const NO_CACHE_FILES = new Set(['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'The front end is not built yet. Run `npm run build`, then restart the server.\n';
const HTML = 'text/html; charset=utf-8';
const localEntry = (name: string) => `/remotes/${name}/mf-manifest.json`;
const asPage = (html: string) => cachedBody(html, html);

export interface StaticPluginOptions {
  webRoot: string;
  dataDir: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const overlaySchema = z.record(z.string(), z.string());

/**
 * A JSON data block, not a script: `script-src 'self'` still holds. `<` is escaped so that no text
 * in the data (a contest name) can close the element.
 */
const bootDataScript = (data: BootData) =>
  `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

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

    const remotesMap = async (): Promise<Record<string, string>> => {
      const map: Record<string, string> = Object.fromEntries(
        remotes.map((name) => [name, localEntry(name)]),
      );
      const overlay = join(options.dataDir, 'remotes.json');
      if (existsSync(overlay)) Object.assign(map, await readOverlay(overlay));
      return map;
    };

    app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(await remotesMap()));

    const drawer = pageDrawer(options.webRoot);
    const publicSiteDist = join(options.webRoot, 'public-site', 'dist');
    let template: Promise<string> | undefined;

    /**
     * What a page starts with: the current contest, and on a drawn page every read it shows,
     * asked of the api itself so that it is exactly what GET answers, from the public-read cache.
     */
    // The URL the page reads the current contest by (contestUrl in @olympiad/shared).
    const contestUrl = () => urlOf(CONTRACT.readContest.path, {}, { year: edition().year });
    const readsOf = async (drawnPath: string | null) => {
      const contest = await app.contest();
      const reads: Record<string, unknown> = contest ? { [contestUrl()]: contest } : {};
      for (const call of (drawnPath ? DRAWN_PAGES.get(drawnPath) : undefined) ?? []) {
        const url = CONTRACT[call].path;
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
        reads[url] = response.json();
      }
      return reads;
    };

    /**
     * index.html with the contest's name as title and the boot data inlined (the remotes map and
     * the current contest, which the page would otherwise fetch one after the other before it
     * could show anything); a public page also comes drawn, so it shows its content before any
     * script runs. The other reads a page is drawn from (the teams list, 230 kB) would make the
     * page several times larger, and its first paint would wait for all of it: the page names
     * them instead, and the shell fetches them with public-site's code, before React takes the
     * page over. (Preloading them beside the page was measured: the phone's largest paint then
     * waited for the list too.) The boot data closes the body, read by the deferred script
     * after parsing. The shell's stylesheets are in every page's head, and a drawn page's also
     * public-site's.
     */
    const writePage = async (drawnPath: string | null, remotesJson: Record<string, string>) => {
      template ??= readFile(join(shellDist, 'index.html'), 'utf8');
      const { [contestUrl()]: contest, ...drawnFrom } = await readsOf(drawnPath);
      const contestName = (contest as { name?: string } | undefined)?.name ?? '';
      const boot: BootData = { remotes: remotesJson, reads: contest ? { [contestUrl()]: contest } : {} };
      if (Object.keys(drawnFrom).length > 0) boot.fetched = Object.keys(drawnFrom);
      let page = (await template)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(contestName)}</title>`)
        .replace('</body>', () => `${bootDataScript(boot)}</body>`);
      if (drawnPath !== null) {
        const html = await drawer.draw(drawnPath, { ...boot.reads, ...drawnFrom });
        // A drawn page shows its content before any script runs: preloading the shell's boot
        // would take the bandwidth its pictures need (measured: /teams' largest paint 1.5 → 2.2 s).
        page = page
          .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
          .replace(BOOT_PRELOADS, '');
      }
      const styles = await inlineStylesheets(drawnPath === null ? [shellDist] : [shellDist, publicSiteDist]);
      return page.replace('</head>', () => `${styles}</head>`);
    };

    /**
     * The page for a path, kept in the public-read cache, so that it is drawn again only after a
     * write or a new build. Public-site is drawn only when it is served from here: the server
     * holds no code of a public-site deployed elsewhere.
     */
    const page = async (path: string) => {
      const remotesJson = await remotesMap();
      const drawable =
        DRAWN_PAGES.has(path) && remotesJson['public-site'] === localEntry('public-site') && drawer.version() !== null;
      const key = `page:${JSON.stringify(remotesJson)}:${drawable ? `${drawer.version()}:${path}` : ''}`;
      try {
        return await app.publicCache.read(key, () => writePage(drawable ? path : null, remotesJson), asPage);
      } catch (error) {
        if (!drawable) throw error;
        app.log.error({ err: error, path }, 'Could not draw the page; answering it undrawn');
        return app.publicCache.read(`page:${JSON.stringify(remotesJson)}:`, () => writePage(null, remotesJson), asPage);
      }
    };

    const historyFallback = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!hasShell) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const path = decodedPath(request);
      // A missing chunk must fail as a 404, not load the page in place of a script.
      if (path.startsWith('/remotes/')) throw notFound();
      // A path no route matches gets the same page, whose router shows the error page, as a 404:
      // a link checker, a search engine or a proxy sees that nothing is there.
      if (!isRoutePath(path)) reply.code(404);
      return sendCached(request, reply, await page(path), HTML);
    };
    app.decorate('historyFallback', historyFallback);
    // '/' is a folder to the file server, which would refuse it.
    app.get('/', historyFallback);
  },
  { name: 'static', dependencies: ['errors', 'current-contest'] },
);
