import { callApi } from '@olympiad/shared/api';
import type { CreateTeamPayload } from '../add-team-values';

/** POST api/Team; a truthy answer means the team was created (docs/api-rules.md, Payloads). */
export async function createTeam(payload: CreateTeamPayload): Promise<unknown> {
  const created = await callApi('createTeam', { body: payload });
  if (!created) throw new Error('The team was not created.');
  return created;
}
