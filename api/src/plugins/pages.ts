import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTRACT, urlOf } from '@olympiad/shared/contract';
import { BOOT_DATA_ID, DRAWN_PAGES, isRoutePath, routeOfPath, type BootData, type RemoteName } from '@olympiad/shared/routes';
import { edition } from '@olympiad/shared/schemas';
import { escapeMarkup } from '@olympiad/shared/text';
import { cachedBody } from '../lib/cached-read.js';
import { drawnSessionOf } from '../lib/drawn-session.js';
import { withFirstPictures } from '../lib/first-pictures.js';
import { pageDrawer } from '../lib/page-drawer.js';
import { notFound } from '../lib/problem.js';
import { decodedPath } from '../lib/request-path.js';
import { sendCached, sendPrivate } from '../lib/send-cached.js';
import { inlineStylesheets } from '../lib/stylesheets.js';
import { localEntry } from './remotes-map.js';

/** The shell's boot scripts, preloaded by index.html (shared/src/mf/boot-preload-plugin.mjs). */
const BOOT_PRELOADS = /<link rel="preload" as="script" href="[^"]*">/g;
const NOT_BUILT = 'The front end is not built yet. Run `npm run build`, then restart the server.\n';
const HTML = 'text/html; charset=utf-8';
const asPage = (html: string) => cachedBody(html, html);

/** The URL the page reads the current contest by: the key of its boot read (contestUrl in @olympiad/shared). */
const contestUrl = () => urlOf(CONTRACT.readContest.path, {}, { year: edition().year });

export interface PagesOptions {
  webRoot: string;
}

/**
 * A JSON data block, not a script: `script-src 'self'` still holds. `<` is escaped so that no text
 * in the data (a contest name) can close the element.
 */
const bootDataScript = (data: BootData) =>
  `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** Every page: the shell's index.html written for the path, drawn where it is public, answered for any path no file or call matched. */
export const pagesPlugin = fp<PagesOptions>(
  async (app, options) => {
    const { shellDist } = app.builtFrontEnd;
    // '/' is a folder to the file server, which would refuse it.
    const answerEveryPath = (fallback: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
      app.decorate('historyFallback', fallback);
      app.get('/', fallback);
    };
    if (shellDist === null) {
      answerEveryPath(async (_request, reply) => reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT));
      return;
    }
    const drawer = pageDrawer(options.webRoot);
    let template: Promise<string> | undefined;

    /**
     * What a page starts with: the current contest, and on a drawn page every read it shows,
     * asked of the api itself so that it is exactly what GET answers, from the public-read cache.
     */
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
     * could show anything); a drawn page also comes with its markup, so it shows its content
     * before any script runs, and the stylesheets of the app that drew it besides the shell's;
     * `head` is put in the head before them.
     */
    const writeDocument = async (contest: unknown, boot: BootData, drawn?: { markup: string; app: RemoteName }, head = '') => {
      template ??= readFile(join(shellDist, 'index.html'), 'utf8');
      const contestName = (contest as { name?: string } | undefined)?.name ?? '';
      let page = (await template)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(contestName)}</title>`)
        .replace('</body>', () => `${bootDataScript(boot)}</body>`);
      // A drawn page shows its content before any script runs: preloading the shell's boot would
      // take the bandwidth its pictures need (measured: /teams' largest paint 1.5 → 2.2 s).
      if (drawn) page = page.replace('<div id="root"></div>', () => `<div id="root">${drawn.markup}</div>`).replace(BOOT_PRELOADS, '');
      const styles = await inlineStylesheets(drawn ? [shellDist, join(options.webRoot, drawn.app, 'dist')] : [shellDist]);
      return page.replace('</head>', () => `${head}${styles}</head>`);
    };

    /**
     * A page for everyone. The other reads a public page is drawn from (the teams list, 230 kB)
     * would make the page several times larger, and its first paint would wait for all of it:
     * the page names them instead, and the shell fetches them with public-site's code, before
     * React takes the page over. (Preloading them beside the page was measured: the phone's
     * largest paint then waited for the list too.) The boot data closes the body, read by the
     * deferred script after parsing.
     */
    const writePage = async (drawnPath: string | null, remotesJson: Record<string, string>) => {
      const { [contestUrl()]: contest, ...drawnFrom } = await readsOf(drawnPath);
      const boot: BootData = { remotes: remotesJson, reads: contest ? { [contestUrl()]: contest } : {} };
      if (Object.keys(drawnFrom).length > 0) boot.fetched = Object.keys(drawnFrom);
      if (drawnPath === null) return writeDocument(contest, boot);
      const markup = await drawer.draw(drawnPath, { ...boot.reads, ...drawnFrom });
      return writeDocument(contest, boot, { markup, app: 'public-site' });
    };

    /**
     * A screen behind the login, drawn for the user whose session the navigation carries, as
     * their browser would draw it once its reads had arrived: its reads are asked of the api
     * with the session's token, so the policies decide what it shows exactly as for the
     * browser's calls. It is never cached. As on a public page, the reads are named, not
     * carried: the browser asks for them with its token while its scripts arrive. `null` when
     * nothing is drawn for this navigation (no session, a route the user may not open, an app
     * not served from here, or a drawing that failed): the page is then answered as to anyone.
     */
    const signedInPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      const route = routeOfPath(path);
      if (!route || route.owner === 'shell' || DRAWN_PAGES.has(route.path)) return null;
      const owner = route.owner;
      const remotesJson = await app.remotesMap();
      if (remotesJson[owner] !== localEntry(owner) || drawer.version(owner) === null) return null;
      const session = await drawnSessionOf(app, request, reply, route);
      if (!session) return null;
      const contest = await app.contest();
      const carried = contest ? { [contestUrl()]: contest } : {};
      const read = async (url: string) => {
        const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${session.state.token}` } });
        if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
        return response.json();
      };
      try {
        const drawn = await drawer.drawSignedIn(path, owner, carried, session, read);
        const fetched = Object.keys(drawn.reads).filter((url) => !(url in carried));
        const boot: BootData = {
          remotes: remotesJson,
          reads: carried,
          fetched,
          drawnFor: { user: session.state.user.id, selections: session.selections },
        };
        // Its first pictures come with the page or are asked for from its head (measured:
        // /listTeams' largest paint, its team's photo, 1.86 → 1.29 s; Edit Team's in the issue
        // 34 notes); a public page keeps the figures it was measured with.
        const pictured = await withFirstPictures(app, drawn.markup, session.state.token);
        return await writeDocument(contest, boot, { markup: pictured.markup, app: owner }, pictured.head);
      } catch (error) {
        request.log.error({ err: error, path }, 'Could not draw the screen for its user; answering it undrawn');
        return null;
      }
    };

    /**
     * The page for a path, kept in the public-read cache, so that it is drawn again only after a
     * write or a new build. Public-site is drawn only when it is served from here: the server
     * holds no code of a public-site deployed elsewhere.
     */
    const page = async (path: string) => {
      const remotesJson = await app.remotesMap();
      const version = drawer.version('public-site');
      const drawable = DRAWN_PAGES.has(path) && remotesJson['public-site'] === localEntry('public-site') && version !== null;
      const key = `page:${JSON.stringify(remotesJson)}:${drawable ? `${version}:${path}` : ''}`;
      try {
        return await app.publicCache.read(key, () => writePage(drawable ? path : null, remotesJson), asPage);
      } catch (error) {
        if (!drawable) throw error;
        app.log.error({ err: error, path }, 'Could not draw the page; answering it undrawn');
        return app.publicCache.read(`page:${JSON.stringify(remotesJson)}:`, () => writePage(null, remotesJson), asPage);
      }
    };

    answerEveryPath(async (request, reply) => {
      const path = decodedPath(request);
      // A missing chunk must fail as a 404, not load the page in place of a script.
      if (path.startsWith('/remotes/')) throw notFound();
      // A path no route matches gets the same page, whose router shows the error page, as a 404:
      // a link checker, a search engine or a proxy sees that nothing is there.
      if (!isRoutePath(path)) reply.code(404);
      const signedIn = await signedInPage(request, reply, path);
      if (signedIn !== null) return sendPrivate(request, reply, signedIn, HTML);
      return sendCached(request, reply, await page(path), HTML);
    });
  },
  { name: 'pages', dependencies: ['errors', 'current-contest', 'public-cache', 'static-files', 'remotes-map'] },
);
