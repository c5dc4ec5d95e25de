import { EMPTY_ID } from '@olympiad/shared';
import {
  deputyLeaderCreateModelSchema,
  leaderCreateModelSchema,
  travelOf,
  type ConsentChoice,
  type CreateTeamInput,
  type Leader,
} from '@olympiad/shared/schemas';
import { leaderFormValues, type LeaderFormValues } from '../../team-form/team-form-values';
import type { TeamFormValues } from './add-team-values';

// Add Team's schema and what the form does with zod beyond it: run at the form's first validation
// (add-team-validation.ts).
export { createTeamInputSchema } from '@olympiad/shared/schemas';

/** The paths of a picked leader's stored fields that break the rules of the role they are picked for. */
function brokenRules(leader: Leader, isDeputy: boolean): Set<string> {
  const rules = isDeputy ? deputyLeaderCreateModelSchema : leaderCreateModelSchema;
  return new Set(rules.safeParse(leaderFormValues(leader)).error?.issues.map((issue) => issue.path.join('.')) ?? []);
}

/**
 * A picked leader's fields as stored, except a stored value that breaks its rule (a former deputy
 * without an e-mail, as a leader): that one is unlocked in the form and taken as typed, so that
 * the registrator can correct it (the server then corrects the stored leader).
 */
function pickedLeaderValues(leader: Leader, typed: LeaderFormValues | undefined, isDeputy: boolean): LeaderFormValues {
  const stored = leaderFormValues(leader);
  const broken = brokenRules(leader, isDeputy);
  const take = (path: string, storedValue: string, typedValue: string | undefined) => (broken.has(path) ? (typedValue ?? '') : storedValue);
  return {
    ...stored,
    leaderPerson: {
      ...stored.leaderPerson,
      fullName: take('leaderPerson.fullName', stored.leaderPerson.fullName, typed?.leaderPerson?.fullName),
      tShirtSize: take('leaderPerson.tShirtSize', stored.leaderPerson.tShirtSize, typed?.leaderPerson?.tShirtSize),
    },
    leaderEmail: take('leaderEmail', stored.leaderEmail, typed?.leaderEmail),
    leaderPhoneNumber: take('leaderPhoneNumber', stored.leaderPhoneNumber, typed?.leaderPhoneNumber),
  };
}

/**
 * The values to validate and send: a picked leader's locked fields come from the leaders list,
 * whatever the browser reports for disabled inputs; a field unlocked for a correction is sent as
 * typed (pickedLeaderValues).
 */
export function withPickedLeaders(values: TeamFormValues, leaders: readonly Leader[]): TeamFormValues {
  const picked = (id: string) => (id === EMPTY_ID ? undefined : leaders.find((leader) => leader.id === id));
  const leader = picked(values.leaderId);
  const deputy = values.hasDeputyLeader ? picked(values.deputyLeaderId) : undefined;
  return {
    ...values,
    leaderCreateModel: leader ? pickedLeaderValues(leader, values.leaderCreateModel, false) : values.leaderCreateModel,
    deputyLeaderCreateModel: deputy ? pickedLeaderValues(deputy, values.deputyLeaderCreateModel, true) : values.deputyLeaderCreateModel,
  };
}

/**
 * The answered consents only, or nothing when none was answered: a person whose questions were left
 * alone is sent as the specification's payload sends them.
 */
export function answeredConsent(choice: ConsentChoice | undefined): ConsentChoice | undefined {
  const answered = Object.entries(choice ?? {}).filter(([, value]) => typeof value === 'boolean');
  return answered.length ? Object.fromEntries(answered) : undefined;
}

/**
 * The createTeam payload (docs/api-rules.md, Payloads) from the parsed form: the group moves onto each
 * contestant (and leaves the team), and every person travels with the team's arrival data. A
 * picked leader is sent by id only, unless their stored data was corrected (pickedLeaderValues),
 * and without consents: those are asked of the people the form adds.
 */
export function createTeamPayload({ contestantGroup, ...team }: CreateTeamInput, leaders: readonly Leader[] = []) {
  const corrected = (id: string, isDeputy: boolean) => {
    const leader = leaders.find((candidate) => candidate.id === id);
    return Boolean(leader && brokenRules(leader, isDeputy).size);
  };
  const sent = <M>(id: string, isDeputy: boolean, model: M | undefined) => (id === EMPTY_ID || corrected(id, isDeputy) ? model : undefined);
  const travel = travelOf(team);
  // A picked leader without corrections has no create model: the server takes them as they are.
  const withTravel = <M extends { leaderPerson: object }>(model: M | undefined): M | undefined =>
    model && { ...model, leaderPerson: { ...model.leaderPerson, ...travel } };
  return {
    ...team,
    leaderCreateModel: withTravel(sent(team.leaderId, false, team.leaderCreateModel)),
    leaderPublicConsent: team.leaderId === EMPTY_ID ? answeredConsent(team.leaderPublicConsent) : undefined,
    deputyLeaderCreateModel: withTravel(sent(team.deputyLeaderId, true, team.deputyLeaderCreateModel)),
    deputyLeaderPublicConsent: team.deputyLeaderId === EMPTY_ID ? answeredConsent(team.deputyLeaderPublicConsent) : undefined,
    contestants: team.contestants.map(({ personId, contestant, publicConsent }) => ({
      personId,
      contestant: { ...contestant, contestantGroup, contestantPerson: { ...contestant.contestantPerson, ...travel } },
      publicConsent: answeredConsent(publicConsent),
    })),
  };
}
