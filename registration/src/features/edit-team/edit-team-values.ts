import { EMPTY_ID } from '@olympiad/shared';
import { travelWithTeam } from '@olympiad/shared/forms';
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
import { leaderFormValues, newContestantFields, travelInputs, type TravelInputs } from '../../team-form/team-form-values';

export function basicsValues(team: Team): EditTeamBasicsDraft {
  return { id: team.id, name: team.name, teamGroup: team.group, isOfficial: true };
}

export function arrivalValues(team: Team): EditTeamArrivalInput {
  return { teamId: team.id, ...travelInputs(team) };
}

export function editLeaderValues(leader: Leader, travel: TravelInputs): EditLeaderDraft {
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

export function replaceLeaderValues(teamId: string, isDeputy: boolean, travel: TravelInputs): ReplaceLeaderDraft {
  return { teamId, leaderId: EMPTY_ID, isDeputy, leaderCreateModel: leaderFormValues(null, travel) };
}

export function editContestantValues(contestant: Contestant, team: TravelInputs): EditContestantDraft {
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
      ...travelInputs(travelWithTeam(person, team)),
    },
  };
}

export function newContestantValues(team: Pick<Team, 'id' | 'group'>, travel: TravelInputs): AddContestantDraft {
  return {
    contestantId: EMPTY_ID,
    teamId: team.id,
    contestant: {
      teamId: team.id,
      contestantGroup: team.group,
      isOfficial: true,
      ...newContestantFields(travel),
    },
  };
}

/**
 * The picker's choices: every leader of the country, named with their team; the team's current
 * leader and deputy cannot be picked to replace themselves.
 */
export function leaderOptions(leaders: readonly Leader[], team: Pick<Team, 'leader' | 'deputyLeader'>) {
  const current = [team.leader, team.deputyLeader].filter((leader): leader is Leader => leader !== null);
  return leaders.map((leader) => ({
    value: leader.id,
    label: leader.teamName ? `${leader.person.fullName} (${leader.teamName})` : leader.person.fullName,
    disabled: current.some((member) => member.id === leader.id || member.personId === leader.personId),
  }));
}
