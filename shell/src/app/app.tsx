import type { ComponentType, ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { fetcher } from '@olympiad/shared';
import { Layout } from '../components/layout';
import { RemoteSourceContext, type RemoteSource } from '../features/remotes/remote-loader';
import { AppRoutes } from './app-routes';
import { shownReads } from './shown-reads';

interface AppProps {
  /** The browser's router, or on the server one that stays at the URL being drawn. */
  router: ComponentType<{ children: ReactNode }>;
  remotes: RemoteSource;
  /** The public reads the page was drawn from, by API URL. */
  reads?: Record<string, unknown> | undefined;
  /** On the server, what learns which reads a screen behind the login asks for. */
  use?: Middleware[] | undefined;
}

/** The product's only providers and its frame: every remote renders inside them. */
export function App({ router: Router, remotes, reads, use }: AppProps) {
  return (
    <SWRConfig value={{ fetcher, fallback: reads, use: [shownReads, ...(use ?? [])] }}>
      <RemoteSourceContext value={remotes}>
        <Router>
          <Layout>
            <AppRoutes />
          </Layout>
        </Router>
      </RemoteSourceContext>
    </SWRConfig>
  );
}
