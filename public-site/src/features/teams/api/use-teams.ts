import { useApi } from '@olympiad/shared';

/** Every team, public fields only (GET /api/Team). */
export function useAllTeams(enabled: boolean) {
  return useApi('readTeams', enabled ? {} : null);
}

/** The teams of one country, for its registrator (GET /api/Team/country/{countryId}). */
export function useCountryTeams(countryId: string | null) {
  return useApi('readCountryTeams', countryId ? { params: { countryId } } : null);
}
