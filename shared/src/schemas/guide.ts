import { z } from 'zod';
import { idSchema, optionalText, requiredText } from './common.js';
import { contestantSchema } from './contestant.js';
import { savePersonInputSchema, personSchema } from './person.js';

export const guideTeamSchema = z.object({
  id: idSchema,
  name: z.string(),
  countryName: z.string(),
  contestants: z.array(contestantSchema),
});
export type GuideTeam = z.infer<typeof guideTeamSchema>;

export const guideSchema = z.object({
  id: idSchema,
  personId: idSchema,
  person: personSchema,
  userId: idSchema.nullable(),
  phoneNumber: z.string().nullable(),
  schoolName: z.string().nullable(),
  classDesignator: z.string().nullable(),
  teams: z.array(guideTeamSchema),
});
export type Guide = z.infer<typeof guideSchema>;

/** POST api/Guide. The spec gives the guide form no validation beyond a name. */
export const createGuideInputSchema = z.object({
  personId: idSchema.optional(),
  person: savePersonInputSchema,
  userId: optionalText().pipe(idSchema.nullable()),
  phoneNumber: optionalText(),
  schoolName: optionalText(),
  classDesignator: optionalText(),
});
export type CreateGuideInput = z.output<typeof createGuideInputSchema>;
export type CreateGuideDraft = z.input<typeof createGuideInputSchema>;

/** POST /api/Guide/{guideId}/teams: a list holding one team. */
export const assignGuideTeamsInputSchema = z.array(z.object({ id: idSchema, name: requiredText().optional() })).min(1);
export type AssignGuideTeamsInput = z.infer<typeof assignGuideTeamsInputSchema>;

export const guideTeamParamsSchema = z.object({ guideId: idSchema, teamId: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });

/** Answer of POST /api/Guide/{guideId}/teams and DELETE /api/Guide/{guideId}/{teamId}. */
export const guideAssignmentSchema = z.object({ guideId: idSchema, teamIds: z.array(idSchema) });
export type GuideAssignment = z.infer<typeof guideAssignmentSchema>;
