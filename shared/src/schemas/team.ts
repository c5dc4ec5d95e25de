import { z } from 'zod';
import { EMPTY_ID, MAX_CONTESTANTS, MESSAGES, MIN_CONTESTANTS } from '../constants.js';
import {
  arrivalTimeSchema,
  checkDepartureAfterArrival,
  departureTimeSchema,
  idSchema,
  journeyAnswer,
  journeyFields,
  nameSchema,
  requiredText,
  versionSchema,
} from './common.js';
import { contestantFieldsSchema, contestantGroupSchema, contestantSchema } from './contestant.js';
import { deputyLeaderCreateModelSchema, leaderCreateModelSchema, leaderSchema, type DeputyLeaderCreateModelInput } from './leader.js';
import { consentChoiceSchema } from './person.js';
import { refineWith, withSideCheck } from './refine.js';

export const teamSchema = z.object({
  id: idSchema,
  name: z.string(),
  group: contestantGroupSchema,
  countryId: idSchema,
  countryName: z.string(),
  /** Base64 flag image without the data-URL prefix. */
  countryFlag: z.string().nullable(),
  siteId: idSchema,
  timeOfArrival: z.string().nullable(),
  arrivalLocation: z.string().nullable(),
  timeOfDeparture: z.string().nullable(),
  departureLocation: z.string().nullable(),
  ...journeyAnswer,
  leader: leaderSchema.nullable(),
  deputyLeader: leaderSchema.nullable(),
  contestants: z.array(contestantSchema),
  /** Of the team's name, group and arrival. */
  version: versionSchema,
});
export type Team = z.infer<typeof teamSchema>;

const publicPersonSchema = z.object({ fullName: z.string(), picturePath: z.string().nullable() });
const publicLeaderSchema = z.object({ id: idSchema, personId: idSchema, isDeputy: z.boolean(), person: publicPersonSchema });

/** readTeams: names, pictures and flags only; a full Team satisfies it too. */
export const publicTeamSchema = teamSchema
  .pick({ id: true, name: true, group: true, countryId: true, countryName: true, countryFlag: true })
  .extend({
    leader: publicLeaderSchema.nullable(),
    deputyLeader: publicLeaderSchema.nullable(),
    contestants: z.array(
      contestantSchema
        .pick({ id: true, teamId: true, personId: true, contestantGroup: true, isOfficial: true })
        .extend({ personEditModel: publicPersonSchema.extend({ id: idSchema }) }),
    ),
  });
export type PublicTeam = z.infer<typeof publicTeamSchema>;

/** Team arrival data: all four fields required, with the date minimums. */
const arrivalFields = {
  timeOfArrival: arrivalTimeSchema,
  arrivalLocation: requiredText(),
  timeOfDeparture: departureTimeSchema,
  departureLocation: requiredText(),
  ...journeyFields,
};

const teamContestantItemSchema = z.object({
  personId: idSchema.default(EMPTY_ID),
  contestant: contestantFieldsSchema,
  /** Whether the public may see the contestant's photo and name: recorded with the team. */
  publicConsent: consentChoiceSchema.optional(),
});

const isNew = (id: string | undefined) => !id || id === EMPTY_ID;
/** A missing create model is checked as an empty one, so each required field gets its message. */
const EMPTY_MODEL = { leaderPerson: {} };
const rawId = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A new leader's model, and a ticked deputy's (a picked deputy's when sent), checked beside the
 * other fields (withSideCheck): their empty fields are reported in the same round as every other error.
 */
function checkLeaderModels(team: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (isNew(rawId(team.leaderId)) && !team.leaderCreateModel) {
    refineWith(ctx, leaderCreateModelSchema, EMPTY_MODEL, ['leaderCreateModel']);
  }
  if (team.hasDeputyLeader === true && (isNew(rawId(team.deputyLeaderId)) || team.deputyLeaderCreateModel)) {
    refineWith(ctx, deputyLeaderCreateModelSchema, team.deputyLeaderCreateModel ?? EMPTY_MODEL, ['deputyLeaderCreateModel']);
  }
}

/**
 * createTeam. A new leader (empty leaderId) needs leaderCreateModel; with a picked one it may
 * be left out (when sent, it is checked, and its name, T-shirt, e-mail and phone are the picked
 * leader's from now on: how a registrator corrects stored data that breaks a rule). The deputy
 * is validated only when hasDeputyLeader is ticked, like the leader; its e-mail is optional.
 * Unticked, the deputy model is dropped.
 * countryId: an Administrator's choice; a registrator's team always goes to their own country.
 * The team's group is the team-level contestantGroup when given, else the contestants' (the spec's
 * payload carries it on each contestant only), else Junior.
 * leaderPublicConsent, deputyLeaderPublicConsent and each contestant's publicConsent: the choices
 * made in the form, recorded with the team; absent in the spec's payload, which records none.
 */
export const createTeamInputSchema = withSideCheck(
  z.object({
    name: nameSchema,
    countryId: idSchema.optional(),
    /** Absent in the spec's own payload, which moves the group onto each contestant. */
    contestantGroup: contestantGroupSchema.optional(),
    isOnline: z.boolean().default(false),
    leaderId: idSchema.default(EMPTY_ID),
    leaderCreateModel: leaderCreateModelSchema.optional(),
    hasDeputyLeader: z.boolean().default(false),
    deputyLeaderId: idSchema.default(EMPTY_ID),
    // A deputy's model: its e-mail may be empty (null); checked by the refinement below.
    deputyLeaderCreateModel: z.custom<DeputyLeaderCreateModelInput>().optional(),
    leaderPublicConsent: consentChoiceSchema.optional(),
    deputyLeaderPublicConsent: consentChoiceSchema.optional(),
    contestants: z
      .array(teamContestantItemSchema)
      .min(MIN_CONTESTANTS, MESSAGES.minContestants)
      .max(MAX_CONTESTANTS, MESSAGES.maxContestants),
    ...arrivalFields,
  }),
  (team, ctx) => {
    checkLeaderModels(team, ctx);
    checkDepartureAfterArrival(team, ctx);
  },
).transform(({ leaderCreateModel, deputyLeaderCreateModel, deputyLeaderPublicConsent, ...team }) => ({
  ...team,
  contestantGroup: team.contestantGroup ?? team.contestants[0]?.contestant.contestantGroup ?? 'Junior',
  // With a picked leader, a sent model carries the corrections of their stored data.
  leaderCreateModel,
  deputyLeaderId: team.hasDeputyLeader ? team.deputyLeaderId : EMPTY_ID,
  deputyLeaderCreateModel:
    team.hasDeputyLeader && (isNew(team.deputyLeaderId) || deputyLeaderCreateModel)
      ? deputyLeaderCreateModelSchema.parse(deputyLeaderCreateModel)
      : undefined,
  deputyLeaderPublicConsent: team.hasDeputyLeader ? deputyLeaderPublicConsent : undefined,
}));
export type CreateTeamInput = z.output<typeof createTeamInputSchema>;

/** replaceLeader: a new leader (empty leaderId) needs the create model, a deputy's e-mail is optional. */
export const replaceLeaderInputSchema = z
  .object({
    teamId: idSchema,
    leaderId: idSchema.default(EMPTY_ID),
    isDeputy: z.boolean().default(false),
    // A leader's or a deputy's model (isDeputy says which); checked by the refinement below.
    leaderCreateModel: z.custom<DeputyLeaderCreateModelInput>().optional(),
  })
  .superRefine((payload, ctx) => {
    if (!isNew(payload.leaderId)) return;
    const schema = payload.isDeputy ? deputyLeaderCreateModelSchema : leaderCreateModelSchema;
    refineWith(ctx, schema, payload.leaderCreateModel ?? EMPTY_MODEL, ['leaderCreateModel']);
  })
  .transform(({ leaderCreateModel, ...payload }) => ({
    ...payload,
    leaderCreateModel: isNew(payload.leaderId)
      ? (payload.isDeputy ? deputyLeaderCreateModelSchema : leaderCreateModelSchema).parse(leaderCreateModel)
      : undefined,
  }));
export type ReplaceLeaderInput = z.output<typeof replaceLeaderInputSchema>;
export type ReplaceLeaderDraft = z.input<typeof replaceLeaderInputSchema>;

/** editTeamArrival's body. */
export const editTeamArrivalInputSchema = z
  .object({ teamId: idSchema, ...arrivalFields })
  .superRefine((arrival, ctx) => checkDepartureAfterArrival(arrival, ctx));
export type EditTeamArrivalInput = z.infer<typeof editTeamArrivalInputSchema>;

/** editTeamBasics; the group is capitalised ('senior' → 'Senior'). */
export const editTeamBasicsInputSchema = z.object({
  id: idSchema,
  name: nameSchema,
  teamGroup: z
    .string()
    .trim()
    .transform((group) => group.charAt(0).toUpperCase() + group.slice(1).toLowerCase())
    .pipe(contestantGroupSchema),
  isOfficial: z.boolean().default(true),
});
export type EditTeamBasicsInput = z.output<typeof editTeamBasicsInputSchema>;
export type EditTeamBasicsDraft = z.input<typeof editTeamBasicsInputSchema>;

export const countryIdParamsSchema = z.object({ countryId: idSchema });
export const guideIdParamsSchema = z.object({ guideId: idSchema });

/** A team as offered in pickers (readTeamsWithoutGuide): no people, no flag. */
export const teamSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  group: contestantGroupSchema,
  countryId: idSchema,
  countryName: z.string(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;
