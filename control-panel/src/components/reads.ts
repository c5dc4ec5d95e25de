import { useApi } from '@olympiad/shared/api';

// The reads several sections show, each written once: the same swr entry wherever it is shown.

export const useCountries = () => useApi('readCountries', {});
export const useTeams = () => useApi('readTeams', {});
export const useUsers = () => useApi('readUsers', {});
/** Every guide with the ids of their teams: who walks with each team. */
export const useGuides = () => useApi('readGuides', {});
