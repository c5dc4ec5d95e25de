import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Draws the markup of the root element. */
type DrawPage = (page: { url: string; reads: Record<string, unknown>; remotes: Record<string, unknown> }) => Promise<string>;

export interface PageDrawer {
  /** Changes whenever either bundle is rebuilt or redeployed; `null` while either is missing. */
  version(): string | null;
  draw(url: string, reads: Record<string, unknown>): Promise<string>;
}

const require = createRequire(import.meta.url);
// React and the router read it when first required: without it they load their development
// builds, several times slower to draw with.
process.env.NODE_ENV ??= 'production';

/**
 * Draws public pages with the shell's and public-site's node bundles (`<app>/dist-server/
 * server.cjs`), loaded afresh whenever either changes on disk, so that the server draws with the
 * same code the browser then hydrates with, also after a remote was redeployed on its own.
 */
export function pageDrawer(webRoot: string): PageDrawer {
  const shellFile = join(webRoot, 'shell', 'dist-server', 'server.cjs');
  const publicSiteFile = join(webRoot, 'public-site', 'dist-server', 'server.cjs');
  let loaded: { version: string; drawPage: DrawPage; publicSite: unknown } | undefined;

  const version = () => {
    const stamps = [shellFile, publicSiteFile].map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs);
    return stamps.every((stamp) => stamp !== undefined) ? stamps.join(':') : null;
  };

  const bundles = () => {
    const current = version();
    if (current === null) throw new Error('The server bundles are not built');
    if (loaded?.version !== current) {
      delete require.cache[shellFile];
      delete require.cache[publicSiteFile];
      const shell = require(shellFile) as { drawPage: DrawPage };
      loaded = { version: current, drawPage: shell.drawPage, publicSite: require(publicSiteFile) };
    }
    return loaded;
  };

  return {
    version,
    draw: (url, reads) => {
      const { drawPage, publicSite } = bundles();
      return drawPage({ url, reads, remotes: { 'public-site': publicSite } });
    },
  };
}
