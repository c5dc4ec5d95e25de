import { callApi, useApi } from '@olympiad/shared/api';
import type { CreateGuideInput, Guide } from '@olympiad/shared/schemas';

export function useGuides() {
  return useApi('readGuides', {});
}

/** Only teams without a guide can be assigned. */
export function useTeamsWithoutGuide() {
  return useApi('readTeamsWithoutGuide', {});
}

/** The users a guide record can be linked to (role Guide). */
export function useGuideUsers() {
  return useApi('readUsersWithRole', { params: { role: 'Guide' } });
}

export function createGuide(guide: CreateGuideInput): Promise<Guide> {
  return callApi('createGuide', { body: guide });
}

/** The spec's call takes a list holding one team. */
export function assignTeam(guideId: string, team: { id: string; name: string }): Promise<unknown> {
  return callApi('assignGuideTeams', { params: { guideId }, body: [team] });
}

export function removeTeam(guideId: string, teamId: string): Promise<unknown> {
  return callApi('removeGuideTeam', { params: { guideId, teamId } });
}
