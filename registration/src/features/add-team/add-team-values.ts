import { EMPTY_ID, type ContestantGroup } from '@olympiad/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateTeamInput } from '@olympiad/shared/schemas';
import { leaderFormValues, newContestantFields, type LeaderFormValues } from '../../team-form/team-form-values';

/** A new person's answers to whether the public may see their photo and name: none until answered. */
export interface ConsentFormValues {
  photo: boolean | null;
  name: boolean | null;
}

export interface ContestantFormValues {
  personId: string;
  contestant: ReturnType<typeof newContestantFields>;
  publicConsent: ConsentFormValues;
}

/** What the Add Team form holds: the create payload's fields, as the user types them. */
export interface TeamFormValues {
  name: string;
  /** Chosen by an Administrator only: a registrator's team goes to their own country. */
  countryId?: string;
  contestantGroup: ContestantGroup;
  leaderId: string;
  leaderCreateModel: LeaderFormValues;
  leaderPublicConsent: ConsentFormValues;
  hasDeputyLeader: boolean;
  deputyLeaderId: string;
  deputyLeaderCreateModel: LeaderFormValues;
  deputyLeaderPublicConsent: ConsentFormValues;
  contestants: ContestantFormValues[];
  timeOfArrival: string;
  arrivalLocation: string;
  timeOfDeparture: string;
  departureLocation: string;
}

/** The Add Team form: what the user types in, the create payload's schema output out. */
export type TeamForm = UseFormReturn<TeamFormValues, unknown, CreateTeamInput>;

const unanswered = (): ConsentFormValues => ({ photo: null, name: null });

export const emptyContestant = (): ContestantFormValues => ({
  personId: EMPTY_ID,
  contestant: newContestantFields(),
  publicConsent: unanswered(),
});

export const emptyTeam = (): TeamFormValues => ({
  name: '',
  contestantGroup: 'Junior',
  leaderId: EMPTY_ID,
  leaderCreateModel: leaderFormValues(),
  leaderPublicConsent: unanswered(),
  hasDeputyLeader: false,
  deputyLeaderId: EMPTY_ID,
  deputyLeaderCreateModel: leaderFormValues(),
  deputyLeaderPublicConsent: unanswered(),
  contestants: [emptyContestant()],
  timeOfArrival: '',
  arrivalLocation: '',
  timeOfDeparture: '',
  departureLocation: '',
});
