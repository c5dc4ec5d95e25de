import type { ContestantRow, TeamRow } from './load-teams.js';

// What every view of a team shows of the team and of a contestant, named field by field.
export const teamHead = (team: TeamRow) => ({
  id: team.id,
  name: team.name,
  group: team.contestantGroup,
  countryId: team.countryId,
  countryName: team.countryName,
  countryFlag: team.flag ? team.flag.toString('base64') : null,
});

export const contestantHead = (contestant: ContestantRow['contestant']) => ({
  id: contestant.id,
  teamId: contestant.teamId,
  personId: contestant.personId,
  contestantGroup: contestant.contestantGroup,
  isOfficial: contestant.isOfficial,
});
