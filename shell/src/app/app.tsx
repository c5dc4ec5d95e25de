import { SWRConfig } from 'swr';
import { fetcher } from '@olympiad/shared';
import { BrowserRouter } from '@olympiad/shared/router';
import { ChakraProvider, system } from '@olympiad/shared/ui';
import { Layout } from '../components/layout';
import { AppRoutes } from './app-routes';

/** The product's only providers: every remote renders inside them. */
export function App() {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={{ fetcher }}>
        <BrowserRouter>
          <Layout>
            <AppRoutes />
          </Layout>
        </BrowserRouter>
      </SWRConfig>
    </ChakraProvider>
  );
}
