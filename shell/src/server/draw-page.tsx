import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Middleware } from 'swr';
import { provideDrawnSession, type DrawnSession } from '@olympiad/shared';
import type { RemoteName } from '@olympiad/shared/routes';
import { StaticRouter } from '@olympiad/shared/router';
import { App } from '../app/app';
import type { RemoteModule } from '../features/remotes/remote-loader';

export interface PageToDraw {
  /** The path being answered. */
  url: string;
  /** The reads the page shows, by API URL, as GET answers them. */
  reads: Record<string, unknown>;
  /** The remotes' apps the server holds. */
  remotes: Partial<Record<RemoteName, RemoteModule>>;
}

export interface SignedInPageToDraw extends PageToDraw {
  session: DrawnSession;
  /** Asks the api for a read as the session's user: what GET answers, or a rejection. */
  read: (url: string) => Promise<unknown>;
}

export interface DrawnPage {
  markup: string;
  /** Every read the page was drawn from, by API URL. */
  reads: Record<string, unknown>;
}

/** A read that depends on another is asked for only once that one is known: a few rounds at most. */
const MAX_ROUNDS = 4;

const sessions = new AsyncLocalStorage<DrawnSession>();
provideDrawnSession(() => sessions.getStore());

async function prerender(url: string, remotes: PageToDraw['remotes'], reads: Record<string, unknown>, use?: Middleware[]) {
  const load = (name: RemoteName) => Promise.reject(new Error(`The server holds no ${name}`));
  const AtUrl = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(<App router={AtUrl} remotes={{ load, loaded: remotes }} reads={reads} use={use} />, {
    // React would otherwise move a large part (the teams list) behind a script that reveals it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails is left for the browser to draw; the drawing fails whole instead, so that
    // the failure is logged and the page answered undrawn rather than drawn with a hole.
    onError: (error: unknown) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (failure !== undefined) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The first frame of a public page, drawn by the api from the same components the browser then
 * hydrates: the page shows its content before any script has run. Loaded by the api from this
 * app's node bundle (`dist-server/`). Returns the markup of the root element; its styles are the
 * apps' stylesheets, which the api puts in the head.
 */
export function drawPage({ url, reads, remotes }: PageToDraw): Promise<string> {
  return prerender(url, remotes, reads);
}

/**
 * The first frame of a screen behind the login, drawn for the session's user as their browser
 * would draw it once its reads had arrived. The screen is drawn until it asks for no read the
 * drawing does not hold: each round asks the api for the reads the last one wanted (a team's
 * leaders once the team is known).
 */
export function drawSignedInPage({ url, reads, remotes, session, read }: SignedInPageToDraw): Promise<DrawnPage> {
  return sessions.run(session, async () => {
    const known = { ...reads };
    for (let round = 1; ; round += 1) {
      const wanted = new Set<string>();
      const learn: Middleware = (useSWRNext) => (key, fetcher, config) => {
        if (typeof key === 'string' && !(key in known)) wanted.add(key);
        return useSWRNext(key, fetcher, config);
      };
      const markup = await prerender(url, remotes, known, [learn]);
      if (wanted.size === 0) return { markup, reads: known };
      if (round === MAX_ROUNDS) throw new Error(`${url} still asks for ${[...wanted].join(', ')} after ${MAX_ROUNDS} rounds`);
      const answers = await Promise.all([...wanted].map(async (wantedUrl) => [wantedUrl, await read(wantedUrl)] as const));
      Object.assign(known, Object.fromEntries(answers));
    }
  });
}
