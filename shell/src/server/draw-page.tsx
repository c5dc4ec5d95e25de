import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RemoteName } from '@olympiad/shared/routes';
import { StaticRouter } from '@olympiad/shared/router';
import { App } from '../app/app';
import type { RemoteModule } from '../features/remotes/remote-loader';

export interface PageToDraw {
  /** The path being answered. */
  url: string;
  /** The public reads the page shows, by API URL, as GET answers them. */
  reads: Record<string, unknown>;
  /** The remotes' apps the server holds (public-site's). */
  remotes: Partial<Record<RemoteName, RemoteModule>>;
}

/**
 * The first frame of a public page, drawn by the api from the same components the browser then
 * hydrates: the page shows its content before any script has run. Loaded by the api from this
 * app's node bundle (`dist-server/`). Returns the markup of the root element; its styles are the
 * apps' stylesheets, which the api puts in the head.
 */
export async function drawPage({ url, reads, remotes }: PageToDraw): Promise<string> {
  const load = (name: RemoteName) => Promise.reject(new Error(`The server holds no ${name}`));
  const AtUrl = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(
    <App router={AtUrl} remotes={{ load, loaded: remotes }} reads={reads} />,
    // React would otherwise move a large part (the teams list) behind a script that reveals it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
