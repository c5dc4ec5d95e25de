import { z } from 'zod';
import { EMPTY_ID } from '../constants.js';
import { emailSchema, idSchema, optionalEmailSchema, optionalText, phoneSchema, versionSchema } from './common.js';
import { TEXT_LIMITS } from './text-rules.js';
import { consentStateSchema, personFieldsSchema } from './person.js';
import { refineWith, withSideCheck } from './refine.js';

/** A leader or deputy; email and phone are absent in public projections. */
export const leaderSchema = z.object({
  id: idSchema,
  personId: idSchema,
  email: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  isDeputy: z.boolean(),
  person: z.object({
    fullName: z.string(),
    tShirtSize: z.string().nullable(),
    picturePath: z.string().nullable(),
  }),
  teamId: idSchema.nullable().optional(),
  teamName: z.string().nullable().optional(),
  teamGroup: z.string().nullable().optional(),
  countryName: z.string().nullable().optional(),
  /** In a team's reads (readCountryTeams). */
  publicConsent: consentStateSchema.optional(),
  /** Their person's: an edit changes both rows. */
  version: versionSchema,
});
export type Leader = z.infer<typeof leaderSchema>;

/** leaderCreateModel of the team form and of replace-leader, for a leader. */
export const leaderCreateModelSchema = z.object({
  leaderPersonId: idSchema.default(EMPTY_ID),
  leaderPerson: personFieldsSchema,
  leaderEmail: emailSchema,
  leaderPhoneNumber: phoneSchema,
});
export type LeaderCreateModel = z.output<typeof leaderCreateModelSchema>;

/** The same for a deputy: the e-mail is optional but must be valid when given. */
export const deputyLeaderCreateModelSchema = leaderCreateModelSchema.extend({
  leaderEmail: optionalEmailSchema,
});
export type DeputyLeaderCreateModelInput = z.input<typeof deputyLeaderCreateModelSchema>;

/** editLeader: edit an existing leader or deputy. */
export const editLeaderInputSchema = withSideCheck(
  z.object({
    id: idSchema,
    personId: idSchema,
    isDeputy: z.boolean().default(false),
    email: optionalText(TEXT_LIMITS.email),
    phoneNumber: phoneSchema,
    person: personFieldsSchema,
  }),
  // A leader's e-mail is required, a deputy's optional; reported with the other fields' errors.
  (leader, ctx) => refineWith(ctx, leader.isDeputy === true ? optionalEmailSchema : emailSchema, leader.email ?? '', ['email']),
);
export type EditLeaderDraft = z.input<typeof editLeaderInputSchema>;

export const leaderTeamParamsSchema = z.object({ teamId: idSchema, leaderId: idSchema });
