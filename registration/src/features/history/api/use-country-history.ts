import { useApi } from '@olympiad/shared/api';

/** One page of the registrator's country's history (GET /api/History: the server fills in their country). */
export function useCountryHistory(page: number) {
  return useApi('readHistory', { query: { page } }, { keepPreviousData: true });
}
