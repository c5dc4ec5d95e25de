import type { Team } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contestants, contests, countries, images, people, teams } from '../../db/schema.js';
import { pictureReference } from '../../lib/picture-url.js';
import { consentState } from '../../lib/public-consent.js';
import type { PersonRow } from '../../lib/people.js';
import { notFound } from '../../lib/problem.js';
import { travelAnswer } from '../../lib/travel-answer.js';
import { loadTeams, teamPersonColumns, type ContestantRow, type LeaderRow, type TeamRow, type TeamRows } from './load-teams.js';
import { contestantHead, teamHead } from './team-heads.js';

/** The seats the seatings import wrote, per contest day (null before an import). */
export const contestDays = (contestant: ContestantRow['contestant']) => ({
  day1: contestant.seatingPlaceDay1 === null ? null : { seatingPlace: contestant.seatingPlaceDay1 },
  day2: contestant.seatingPlaceDay2 === null ? null : { seatingPlace: contestant.seatingPlaceDay2 },
});

export const fullPerson = (person: PersonRow) => ({
  id: person.id,
  fullName: person.fullName,
  roles: person.roles as Team['contestants'][number]['personEditModel']['roles'],
  countryId: person.countryId,
  country: person.countryName === null ? null : { name: person.countryName },
  tShirtSize: person.tShirtSize,
  picturePath: pictureReference(person.pictureId),
  ...travelAnswer(person),
  contestId: person.contestId,
});

const fullLeader = (row: LeaderRow | null, team: TeamRow): Team['leader'] =>
  row && {
    id: row.leader.id,
    personId: row.leader.personId,
    email: row.leader.email,
    phoneNumber: row.leader.phoneNumber,
    isDeputy: row.leader.isDeputy,
    person: { fullName: row.person.fullName, tShirtSize: row.person.tShirtSize, picturePath: pictureReference(row.person.pictureId) },
    teamId: team.id,
    teamName: team.name,
    teamGroup: team.contestantGroup,
    countryName: team.countryName,
    publicConsent: consentState(row.person, true),
    version: row.person.version,
  };

/** The registrator's and administrator's view: every field of teamSchema. */
export function toTeam({ team, leader, deputyLeader, contestants: members, contestantsPublic }: TeamRows): Team {
  return {
    ...teamHead(team),
    siteId: team.siteId,
    ...travelAnswer(team),
    leader: fullLeader(leader, team),
    deputyLeader: fullLeader(deputyLeader, team),
    contestants: members.map((member) => toContestant(member, contestantsPublic)),
    version: team.version,
  };
}

/** One contestant in the registrator's and administrator's view (a Team's contestants item). */
export function toContestant(
  { contestant, person }: { contestant: ContestantRow['contestant']; person: PersonRow },
  contestantsPublic: boolean,
): Team['contestants'][number] {
  return {
    ...contestantHead(contestant),
    dateOfBirth: contestant.dateOfBirth,
    operatingSystemName: contestant.operatingSystemName,
    hasPersonForContact: contestant.hasPersonForContact,
    personForContactName: contestant.personForContactName,
    personForContactPhoneNumber: contestant.personForContactPhoneNumber,
    personEditModel: fullPerson(person),
    contestantContestDays: contestDays(contestant),
    siteId: contestant.siteId,
    publicConsent: consentState(person, contestantsPublic),
    version: person.version,
  };
}

/** One contestant, read alone (Edit Team's contestant calls answer with it); 404 when there is none. */
export async function readContestant(db: Db, id: string): Promise<Team['contestants'][number]> {
  const [row] = await db
    .select({ contestant: contestants, ...teamPersonColumns, contestantsPublic: contests.contestantsPublic })
    .from(contestants)
    .innerJoin(teams, eq(teams.id, contestants.teamId))
    .innerJoin(contests, eq(contests.id, teams.contestId))
    .innerJoin(people, eq(people.id, contestants.personId))
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(images, eq(images.id, people.pictureId))
    .where(eq(contestants.id, id));
  if (!row) throw notFound('There is no contestant with this id.');
  return toContestant(row, row.contestantsPublic);
}

/** One team in the registrator's and administrator's view; 404 when there is none. */
export async function readTeam(db: Db, teamId: string): Promise<Team> {
  const [rows] = await loadTeams(db, undefined, teamId);
  if (!rows) throw notFound('There is no team with this id.');
  return toTeam(rows);
}
