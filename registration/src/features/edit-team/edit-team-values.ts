import { EMPTY_ID } from '@olympiad/shared';
import { travelWithTeam, type Travel as StoredTravel } from '@olympiad/shared/schemas';
import type {
  AddContestantDraft,
  Contestant,
  EditContestantDraft,
  EditLeaderDraft,
  EditTeamArrivalInput,
  EditTeamBasicsDraft,
  Leader,
  ReplaceLeaderDraft,
  Team,
} from '@olympiad/shared/schemas';

/** The four arrival/departure values as the forms hold them (empty text for none). */
export type Travel = StoredTravel<string>;

type TravelSource = Partial<StoredTravel<string | null | undefined>>;

/** A wall-clock time as a datetime-local input shows it: 'yyyy-MM-ddTHH:mm' (seconds dropped). */
export function toDateTimeInput(value: string | null | undefined): string {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value) : null;
  return match ? `${match[1]}T${match[2]}` : '';
}

export function travelOf(source: TravelSource): Travel {
  return {
    timeOfArrival: toDateTimeInput(source.timeOfArrival),
    arrivalLocation: source.arrivalLocation ?? '',
    timeOfDeparture: toDateTimeInput(source.timeOfDeparture),
    departureLocation: source.departureLocation ?? '',
  };
}


export function basicsValues(team: Team): EditTeamBasicsDraft {
  return { id: team.id, name: team.name, teamGroup: team.group, isOfficial: true };
}

export function arrivalValues(team: Team): EditTeamArrivalInput {
  return { teamId: team.id, ...travelOf(team) };
}

export function editLeaderValues(leader: Leader, travel: Travel): EditLeaderDraft {
  return {
    id: leader.id,
    personId: leader.personId,
    isDeputy: leader.isDeputy,
    email: leader.email ?? '',
    phoneNumber: leader.phoneNumber ?? '',
    person: {
      id: leader.personId,
      fullName: leader.person.fullName,
      tShirtSize: leader.person.tShirtSize ?? '',
      picture: null,
      picturePath: leader.person.picturePath,
      ...travel,
    },
  };
}

type LeaderCreateDraft = NonNullable<ReplaceLeaderDraft['leaderCreateModel']>;

/** The leader fields of the replace and add-deputy forms, empty or as a picked leader fills them. */
export function leaderCreateValues(travel: Travel, picked?: Leader | null): LeaderCreateDraft {
  return {
    leaderPersonId: picked?.personId ?? EMPTY_ID,
    leaderEmail: picked?.email ?? '',
    leaderPhoneNumber: picked?.phoneNumber ?? '',
    leaderPerson: {
      fullName: picked?.person.fullName ?? '',
      tShirtSize: picked?.person.tShirtSize ?? '',
      picture: null,
      ...travel,
    },
  };
}

export function replaceLeaderValues(teamId: string, isDeputy: boolean, travel: Travel): ReplaceLeaderDraft {
  return { teamId, leaderId: EMPTY_ID, isDeputy, leaderCreateModel: leaderCreateValues(travel) };
}

export function editContestantValues(contestant: Contestant, team: Travel): EditContestantDraft {
  const person = contestant.personEditModel;
  return {
    id: contestant.id,
    teamId: contestant.teamId,
    personId: contestant.personId,
    contestantGroup: contestant.contestantGroup,
    isOffical: contestant.isOfficial,
    dateOfBirth: contestant.dateOfBirth ?? '',
    operatingSystemName: contestant.operatingSystemName ?? '',
    hasPersonForContact: contestant.hasPersonForContact ?? false,
    personForContactName: contestant.personForContactName ?? '',
    personForContactPhoneNumber: contestant.personForContactPhoneNumber ?? '',
    personEditModel: {
      id: person.id,
      fullName: person.fullName,
      tShirtSize: person.tShirtSize ?? '',
      picture: null,
      picturePath: person.picturePath,
      ...travelOf(travelWithTeam(person, team)),
    },
  };
}

export function newContestantValues(team: Pick<Team, 'id' | 'group'>, travel: Travel): AddContestantDraft {
  return {
    contestantId: EMPTY_ID,
    teamId: team.id,
    contestant: {
      teamId: team.id,
      contestantGroup: team.group,
      isOfficial: true,
      dateOfBirth: '',
      operatingSystemName: '',
      hasPersonForContact: false,
      personForContactName: '',
      personForContactPhoneNumber: '',
      contestantPerson: { fullName: '', tShirtSize: '', picture: null, ...travel },
    },
  };
}

export interface LeaderOption {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * The picker's choices: every leader of the country, named with their team; the team's current
 * leader and deputy cannot be picked to replace themselves.
 */
export function leaderOptions(leaders: readonly Leader[], team: Pick<Team, 'leader' | 'deputyLeader'>): LeaderOption[] {
  const current = [team.leader, team.deputyLeader].filter((leader): leader is Leader => leader !== null);
  return leaders.map((leader) => ({
    value: leader.id,
    label: leader.teamName ? `${leader.person.fullName} (${leader.teamName})` : leader.person.fullName,
    disabled: current.some((member) => member.id === leader.id || member.personId === leader.personId),
  }));
}


/** `values` with the four travel fields under `prefix` ('personEditModel.') replaced by `travel`. */
export function withTravel<T extends object>(values: T, prefix: string, travel: Travel): T {
  const path = prefix.split('.').filter(Boolean);
  const place = (node: unknown, depth: number): unknown => {
    const object = (node ?? {}) as Record<string, unknown>;
    if (depth === path.length) return { ...object, ...travel };
    return { ...object, [path[depth]!]: place(object[path[depth]!], depth + 1) };
  };
  return place(values, 0) as T;
}
