import { callApi } from '@olympiad/shared/api';
import type { Leader, editLeaderInputSchema } from '@olympiad/shared/schemas';
import type { z } from 'zod';

export type EditLeaderInput = z.output<typeof editLeaderInputSchema>;

/** PUT /api/Leader: the personal information of the team's leader or deputy (`headers`: If-Match). */
export function editLeader(input: EditLeaderInput, headers?: Record<string, string>): Promise<Leader> {
  return callApi('editLeader', { body: input, headers });
}
