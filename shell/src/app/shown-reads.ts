import type { Middleware, SWRResponse } from 'swr';

/**
 * A read with an answer to show is not loading. SWR calls a read loading until its own first
 * request has come back, also while it shows the answer the page was drawn from (the fallback):
 * a screen would then draw its loader beside the content the server drew, and remove it a
 * moment later, moving everything under it (a phone's layout shift). SWR's response reads its
 * fields through getters, which record what the screen uses; the other fields stay those getters.
 */
export const shownReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const response = useSWRNext(key, fetcher, config);
  return Object.create(response, {
    isLoading: { get: () => response.isLoading && response.data === undefined },
  }) as SWRResponse;
};
