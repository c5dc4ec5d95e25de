import useSWR from 'swr';
import { API, fetcher, http } from '@olympiad/shared';
import type { CreateGuideInput, Guide, TeamSummary, User } from '@olympiad/shared/schemas';

export function useGuides() {
  return useSWR<Guide[]>(API.guides, fetcher);
}

/** Only teams without a guide can be assigned. */
export function useTeamsWithoutGuide() {
  return useSWR<TeamSummary[]>(API.teamsWithoutGuide, fetcher);
}

/** The users a guide record can be linked to (role Guide). */
export function useGuideUsers() {
  return useSWR<User[]>(API.usersWithRole('Guide'), fetcher);
}

export function createGuide(guide: CreateGuideInput): Promise<Guide> {
  return http.post<Guide>(API.createGuide, guide);
}

/** The spec's call takes a list holding one team. */
export function assignTeam(guideId: string, team: { id: string; name: string }): Promise<unknown> {
  return http.post(API.guideTeams(guideId), [team]);
}

export function removeTeam(guideId: string, teamId: string): Promise<unknown> {
  return http.delete(API.guideTeam(guideId, teamId));
}
