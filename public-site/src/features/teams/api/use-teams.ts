import useSWR from 'swr';
import { fetcher, urlOfCall } from '@olympiad/shared';
import type { ResponseOf } from '@olympiad/shared/contract';

// A visitor's page: read through API's URLs, as a lookup by call key would bring the whole route
// table into the visitor's scripts; the answer is still typed by the contract (types only).

/** Every team, public fields only (GET /api/Team). */
export function useAllTeams(enabled: boolean) {
  return useSWR<ResponseOf<'readTeams'>>(enabled ? urlOfCall('readTeams') : null, fetcher);
}

/** The teams of one country, for its registrator (GET /api/Team/country/{countryId}). */
export function useCountryTeams(countryId: string | null) {
  return useSWR<ResponseOf<'readCountryTeams'>>(countryId ? urlOfCall('readCountryTeams', { params: { countryId } }) : null, fetcher);
}
