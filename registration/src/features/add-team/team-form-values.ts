import { EMPTY_ID, type ContestantGroup } from '@olympiad/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateTeamInput, Leader } from '@olympiad/shared/schemas';

export interface PersonFormValues {
  fullName: string;
  tShirtSize: string;
  picture: string | null;
  picturePath?: string | null;
}

export interface LeaderFormValues {
  leaderPersonId: string;
  leaderPerson: PersonFormValues;
  leaderEmail: string;
  leaderPhoneNumber: string;
}

export interface ContestantFormValues {
  personId: string;
  contestant: {
    dateOfBirth: string;
    operatingSystemName: string;
    contestantPerson: PersonFormValues;
    hasPersonForContact: boolean;
    personForContactName: string;
    personForContactPhoneNumber: string;
  };
}

/** What the Add Team form holds: the create payload's fields, as the user types them. */
export interface TeamFormValues {
  name: string;
  /** Chosen by an Administrator only: a registrator's team goes to their own country. */
  countryId?: string;
  contestantGroup: ContestantGroup;
  leaderId: string;
  leaderCreateModel: LeaderFormValues;
  hasDeputyLeader: boolean;
  deputyLeaderId: string;
  deputyLeaderCreateModel: LeaderFormValues;
  contestants: ContestantFormValues[];
  timeOfArrival: string;
  arrivalLocation: string;
  timeOfDeparture: string;
  departureLocation: string;
}

/** The Add Team form: what the user types in, the create payload's schema output out. */
export type TeamForm = UseFormReturn<TeamFormValues, unknown, CreateTeamInput>;

export const emptyPerson = (): PersonFormValues => ({ fullName: '', tShirtSize: '', picture: null, picturePath: null });

export const emptyLeader = (): LeaderFormValues => ({
  leaderPersonId: EMPTY_ID,
  leaderPerson: emptyPerson(),
  leaderEmail: '',
  leaderPhoneNumber: '',
});

export const emptyContestant = (): ContestantFormValues => ({
  personId: EMPTY_ID,
  contestant: {
    dateOfBirth: '',
    operatingSystemName: '',
    contestantPerson: emptyPerson(),
    hasPersonForContact: false,
    personForContactName: '',
    personForContactPhoneNumber: '',
  },
});

export const emptyTeam = (): TeamFormValues => ({
  name: '',
  contestantGroup: 'Junior',
  leaderId: EMPTY_ID,
  leaderCreateModel: emptyLeader(),
  hasDeputyLeader: false,
  deputyLeaderId: EMPTY_ID,
  deputyLeaderCreateModel: emptyLeader(),
  contestants: [emptyContestant()],
  timeOfArrival: '',
  arrivalLocation: '',
  timeOfDeparture: '',
  departureLocation: '',
});

/** The fields an existing leader fills (and locks) in a leader or deputy section. */
export function leaderValues(leader: Leader): LeaderFormValues {
  return {
    leaderPersonId: leader.personId,
    leaderPerson: {
      fullName: leader.person.fullName,
      tShirtSize: leader.person.tShirtSize ?? '',
      picture: null,
      picturePath: leader.person.picturePath,
    },
    leaderEmail: leader.email ?? '',
    leaderPhoneNumber: leader.phoneNumber ?? '',
  };
}

/**
 * The values to validate and send: a picked leader's locked fields come from the leaders list,
 * whatever the browser reports for disabled inputs.
 */
export function withPickedLeaders(values: TeamFormValues, leaders: readonly Leader[]): TeamFormValues {
  const picked = (id: string) => (id === EMPTY_ID ? undefined : leaders.find((leader) => leader.id === id));
  const leader = picked(values.leaderId);
  const deputy = values.hasDeputyLeader ? picked(values.deputyLeaderId) : undefined;
  return {
    ...values,
    leaderCreateModel: leader ? leaderValues(leader) : values.leaderCreateModel,
    deputyLeaderCreateModel: deputy ? leaderValues(deputy) : values.deputyLeaderCreateModel,
  };
}

/**
 * The POST api/Team payload of spec section 3 from the parsed form: the group moves onto each
 * contestant (and leaves the team), and every person travels with the team's arrival data.
 */
export function createTeamPayload({ contestantGroup, ...team }: CreateTeamInput) {
  const travel = {
    timeOfArrival: team.timeOfArrival,
    arrivalLocation: team.arrivalLocation,
    timeOfDeparture: team.timeOfDeparture,
    departureLocation: team.departureLocation,
  };
  // A picked (existing) leader has no create model: the server takes them as they are.
  const withTravel = <M extends { leaderPerson: object }>(model: M | undefined): M | undefined =>
    model && { ...model, leaderPerson: { ...model.leaderPerson, ...travel } };
  return {
    ...team,
    leaderCreateModel: withTravel(team.leaderCreateModel),
    deputyLeaderCreateModel: withTravel(team.deputyLeaderCreateModel),
    contestants: team.contestants.map(({ personId, contestant }) => ({
      personId,
      contestant: { ...contestant, contestantGroup, contestantPerson: { ...contestant.contestantPerson, ...travel } },
    })),
  };
}
export type CreateTeamPayload = ReturnType<typeof createTeamPayload>;
