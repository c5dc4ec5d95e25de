import { z } from 'zod';
import { idSchema, requiredText } from '@olympiad/shared/schemas';

/** The PUT's shape, each member also carrying their name for display (dropped when sending). */
export const committeesSchema = z.object({
  committees: z.array(
    z.object({
      name: requiredText(),
      members: z.array(z.object({ personId: idSchema, fullName: z.string(), role: requiredText() })),
    }),
  ),
});
export type CommitteesDraft = z.input<typeof committeesSchema>;
export type CommitteesForm = z.output<typeof committeesSchema>;
