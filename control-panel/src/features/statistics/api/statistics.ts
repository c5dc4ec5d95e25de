import { edition } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';

/** Computed on the server when asked: nothing is fetched until `asked`. */
export function useStatistics(asked: boolean) {
  return useApi('readStatistics', asked ? { query: { year: edition().year } } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
