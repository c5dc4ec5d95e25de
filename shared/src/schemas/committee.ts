import { z } from 'zod';
import { LIST_LIMITS } from './text-rules.js';
import { idSchema, list } from './common.js';
import { updateCommitteeInputSchema } from './contest.js';
import { consentStateSchema, personSchema } from './person.js';

/** A committee as the control panel edits it: members by person id, with their role. */
export const committeeEditSchema = z.object({
  id: idSchema,
  name: z.string(),
  members: z.array(z.object({ personId: idSchema, fullName: z.string(), role: z.string() })),
});
export type CommitteeEdit = z.infer<typeof committeeEditSchema>;

/** saveCommittees: the contest's committees, in order, replacing the old ones. */
export const saveCommitteesInputSchema = list(updateCommitteeInputSchema, LIST_LIMITS.committees);

/** readCommitteePeople: a committee person with every field and the committees they sit on. */
export const committeePersonSchema = personSchema.extend({
  committees: z.array(z.object({ committeeName: z.string(), role: z.string() })),
  /** Whether the public committees may show their photo and name. */
  publicConsent: consentStateSchema,
});
export type CommitteePerson = z.infer<typeof committeePersonSchema>;
