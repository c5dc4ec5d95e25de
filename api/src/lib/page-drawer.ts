import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RemoteName } from '@olympiad/shared/routes';

type Reads = Record<string, unknown>;
type RemoteApps = Partial<Record<RemoteName, unknown>>;
/** Draws the markup of the root element of a public page. */
type DrawPage = (page: { url: string; reads: Reads; remotes: RemoteApps }) => Promise<string>;
/** Draws a screen behind the login for a session, asking for the reads it shows. */
type DrawSignedInPage = (page: {
  url: string;
  reads: Reads;
  remotes: RemoteApps;
  session: DrawnSession;
  read: (url: string) => Promise<unknown>;
}) => Promise<{ markup: string; reads: Reads }>;

/** What shared's `DrawnSession` holds; the api keeps the type apart from the front end's code. */
export interface DrawnSession {
  state: {
    isLoggedIn: true;
    token: string;
    user: { id: string; name: string; username: string; countryId: string | null };
    role: string;
    email: string;
  };
  selections: Record<string, string>;
}

interface ShellBundle {
  drawPage: DrawPage;
  drawSignedInPage: DrawSignedInPage;
}

export interface PageDrawer {
  /** Changes whenever the shell's or `app`'s bundle is rebuilt or redeployed; `null` while either is missing. */
  version(app: RemoteName): string | null;
  /** A public page, drawn with public-site. */
  draw(url: string, reads: Reads): Promise<string>;
  /** A screen behind the login, drawn with the app that owns it for the session's user. */
  drawSignedIn(
    url: string,
    owner: RemoteName,
    reads: Reads,
    session: DrawnSession,
    read: (url: string) => Promise<unknown>,
  ): Promise<{ markup: string; reads: Reads }>;
}

const require = createRequire(import.meta.url);
// React and the router read it when first required: without it they load their development
// builds, several times slower to draw with.
process.env.NODE_ENV ??= 'production';

/**
 * Draws pages with the shell's and the apps' node bundles (`<app>/dist-server/server.cjs`), each
 * loaded afresh whenever it changes on disk, so that the server draws with the same code the
 * browser then hydrates with, also after a remote was redeployed on its own.
 */
export function pageDrawer(webRoot: string): PageDrawer {
  const fileOf = (app: 'shell' | RemoteName) => join(webRoot, app, 'dist-server', 'server.cjs');
  const loaded = new Map<string, { stamp: number; module: unknown }>();
  const stampOf = (app: 'shell' | RemoteName) => statSync(fileOf(app), { throwIfNoEntry: false })?.mtimeMs;

  const bundle = <T>(app: 'shell' | RemoteName): T => {
    const stamp = stampOf(app);
    if (stamp === undefined) throw new Error(`The server bundle of ${app} is not built`);
    const known = loaded.get(app);
    if (known?.stamp === stamp) return known.module as T;
    delete require.cache[fileOf(app)];
    const module = require(fileOf(app)) as T;
    loaded.set(app, { stamp, module });
    return module;
  };

  return {
    version: (app) => {
      const stamps = [stampOf('shell'), stampOf(app)];
      return stamps.every((stamp) => stamp !== undefined) ? stamps.join(':') : null;
    },
    draw: (url, reads) => bundle<ShellBundle>('shell').drawPage({ url, reads, remotes: { 'public-site': bundle('public-site') } }),
    drawSignedIn: (url, owner, reads, session, read) =>
      bundle<ShellBundle>('shell').drawSignedInPage({ url, reads, remotes: { [owner]: bundle(owner) }, session, read }),
  };
}
