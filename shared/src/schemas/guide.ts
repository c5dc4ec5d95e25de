import { z } from 'zod';
import { idSchema, list, optionalPhoneText, optionalText, requiredText } from './common.js';
import { LIST_LIMITS } from './text-rules.js';
import { contestantGroupSchema, contestantSchema } from './contestant.js';
import { leaderSchema } from './leader.js';
import { savePersonInputSchema, personSchema } from './person.js';

/**
 * A contestant as a guide sees them: name, photo, group and seats. Never the date of birth or
 * the contact person: a guide walks with the team and needs neither (docs/decisions.md, What a guide sees).
 */
const guideContestantSchema = contestantSchema
  .omit({ dateOfBirth: true, hasPersonForContact: true, personForContactName: true, personForContactPhoneNumber: true })
  .strict();
export type GuideContestant = z.infer<typeof guideContestantSchema>;

/** A leader or deputy as a guide sees them: the phone only on the guide's own teams, never the e-mail. */
const guideLeaderSchema = leaderSchema
  .pick({ id: true, personId: true, isDeputy: true, person: true })
  .extend({ phoneNumber: z.string().nullable().optional() })
  .strict();
export type GuideLeader = z.infer<typeof guideLeaderSchema>;

/** A team of a guide (docs/api-rules.md, Payloads: id, name, countryName, contestants), with what the guide pages show. */
export const guideTeamSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    group: contestantGroupSchema,
    countryId: idSchema,
    countryName: z.string(),
    /** Base64 flag image without the data-URL prefix, as in the team list. */
    countryFlag: z.string().nullable(),
    leader: guideLeaderSchema.nullable(),
    deputyLeader: guideLeaderSchema.nullable(),
    contestants: z.array(guideContestantSchema),
  })
  .strict();
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

/** createGuide. The spec gives the guide form no validation beyond a name. */
export const createGuideInputSchema = z.object({
  personId: idSchema.optional(),
  person: savePersonInputSchema,
  userId: optionalText().pipe(idSchema.nullable()),
  phoneNumber: optionalPhoneText(),
  schoolName: optionalText(),
  classDesignator: optionalText(),
});
export type CreateGuideInput = z.output<typeof createGuideInputSchema>;
export type CreateGuideDraft = z.input<typeof createGuideInputSchema>;

/** assignGuideTeams: a list holding one team. */
export const assignGuideTeamsInputSchema = list(z.object({ id: idSchema, name: requiredText().optional() }), LIST_LIMITS.guideTeams).min(1);

export const guideTeamParamsSchema = z.object({ guideId: idSchema, teamId: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });

/** Answer of assignGuideTeams and removeGuideTeam. */
export const guideAssignmentSchema = z.object({ guideId: idSchema, teamIds: z.array(idSchema) });
export type GuideAssignment = z.infer<typeof guideAssignmentSchema>;
