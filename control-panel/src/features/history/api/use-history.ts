import { useApi } from '@olympiad/shared/api';
import type { HistoryQuery } from '@olympiad/shared/schemas';

/** One page of the change history with the filters chosen (GET /api/History). */
export function useHistory(query: Partial<HistoryQuery>) {
  return useApi('readHistory', { query }, { keepPreviousData: true });
}

/** The users, countries and teams the filters offer. */
export const useUsers = () => useApi('readUsers', {});
export const useCountries = () => useApi('readCountries', {});
export const useTeams = () => useApi('readTeams', {});
