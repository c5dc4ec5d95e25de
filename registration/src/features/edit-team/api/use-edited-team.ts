import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Team } from '@olympiad/shared/schemas';

/**
 * The selected team, read from its country's teams (GET /api/Team/country/{countryId}): the same
 * swr key as the registrator's teams list, so a save here refreshes that list too.
 */
export function useEditedTeam(countryId: string | null, teamId: string | null) {
  const swr = useSWR<Team[]>(countryId && teamId ? API.countryTeams(countryId) : null, fetcher);
  const team = swr.data?.find((candidate) => candidate.id === teamId) ?? null;
  return { ...swr, team };
}
