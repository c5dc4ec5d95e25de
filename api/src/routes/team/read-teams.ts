import { edition, type PublicTeam, type Team } from '@olympiad/shared/schemas';
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contestants, contests, countries, images, leaders, people, teams } from '../../db/schema.js';
import { pictureReference } from '../../lib/picture-url.js';
import { consentState, publicFace, STAND_INS } from '../../lib/public-consent.js';
import { notFound } from '../../lib/problem.js';
import { wallClock } from '../../lib/wall-clock.js';

export type TeamRow = typeof teams.$inferSelect & { countryName: string; flag: Buffer | null };
export type PersonRow = typeof people.$inferSelect & { countryName: string | null };
/** A team's person as loaded: with their picture's public key, which only the public faces name. */
export type TeamPersonRow = PersonRow & { pictureKey: string | null };
export type LeaderRow = { leader: typeof leaders.$inferSelect; person: TeamPersonRow };
export type ContestantRow = { contestant: typeof contestants.$inferSelect; person: TeamPersonRow };

export interface TeamRows {
  team: TeamRow;
  leader: LeaderRow | null;
  deputyLeader: LeaderRow | null;
  contestants: ContestantRow[];
  /** The contest's default for contestants whose consent is not recorded (lib/public-consent.ts). */
  contestantsPublic: boolean;
}

const personColumns = { person: { ...getTableColumns(people), countryName: countries.name, pictureKey: images.publicKey } };

/**
 * The current contest's teams (optionally of one country) with their leaders and contestants, in
 * three queries whatever the number of teams. Sorted by country name, then team name, ignoring case.
 */
export async function loadTeams(db: Db, countryId?: string, teamId?: string): Promise<TeamRows[]> {
  return loadTeamsWhere(
    db,
    and(countryId ? eq(teams.countryId, countryId) : undefined, teamId ? eq(teams.id, teamId) : undefined),
  );
}

/** The same for the current contest's teams matching a condition on `teams` (e.g. a guide's teams). */
export async function loadTeamsWhere(db: Db, condition: SQL | undefined): Promise<TeamRows[]> {
  const [contest] = await db
    .select({ id: contests.id, contestantsPublic: contests.contestantsPublic })
    .from(contests)
    .where(eq(contests.year, edition().year));
  if (!contest) return [];
  const inScope: SQL = condition ? and(eq(teams.contestId, contest.id), condition)! : eq(teams.contestId, contest.id);
  const teamRows = await db
    .select({ team: teams, countryName: countries.name, flag: images.data })
    .from(teams)
    .innerJoin(countries, eq(countries.id, teams.countryId))
    .leftJoin(images, eq(images.id, countries.flagImageId))
    .where(inScope)
    .orderBy(asc(sql`lower(${countries.name})`), asc(sql`lower(${teams.name})`), asc(teams.id));
  if (!teamRows.length) return [];
  const leaderRows = await db
    .select({ leader: leaders, ...personColumns })
    .from(leaders)
    .innerJoin(teams, eq(teams.id, leaders.teamId))
    .innerJoin(people, eq(people.id, leaders.personId))
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(images, eq(images.id, people.pictureId))
    .where(inScope);
  const contestantRows = await db
    .select({ contestant: contestants, ...personColumns })
    .from(contestants)
    .innerJoin(teams, eq(teams.id, contestants.teamId))
    .innerJoin(people, eq(people.id, contestants.personId))
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(images, eq(images.id, people.pictureId))
    .where(inScope)
    .orderBy(asc(sql`lower(${people.fullName})`));

  const byTeam = new Map<string, TeamRows>(
    teamRows.map(({ team, countryName, flag }) => [
      team.id,
      {
        team: { ...team, countryName, flag },
        leader: null,
        deputyLeader: null,
        contestants: [],
        contestantsPublic: contest.contestantsPublic,
      },
    ]),
  );
  for (const row of leaderRows) {
    const entry = byTeam.get(row.leader.teamId!);
    if (entry) entry[row.leader.isDeputy ? 'deputyLeader' : 'leader'] = row;
  }
  for (const row of contestantRows) byTeam.get(row.contestant.teamId)?.contestants.push(row);
  return [...byTeam.values()];
}

/** The current contest's default for contestants whose consent is not recorded. */
export async function readContestantsPublic(db: Db): Promise<boolean> {
  const [contest] = await db
    .select({ contestantsPublic: contests.contestantsPublic })
    .from(contests)
    .where(eq(contests.year, edition().year));
  return contest?.contestantsPublic ?? true;
}

/** One contestant, read alone (Edit Team's contestant calls answer with it); 404 when there is none. */
export async function readContestant(db: Db, id: string): Promise<Team['contestants'][number]> {
  const [row] = await db
    .select({ contestant: contestants, ...personColumns, contestantsPublic: contests.contestantsPublic })
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

// What both projections show of a team and of a contestant, named field by field.
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

/**
 * How the teams list shows people: as their consents allow (`consented`), with public addresses,
 * or whole, to a user who sees them in their own screens anyway (routes/team/teams-seen-whole.ts),
 * with picture references to sign for them (plugins/picture-addresses.ts).
 */
export type Faces = 'consented' | 'whole';

const faceOf = (person: TeamPersonRow, faces: Faces, byDefault: boolean, standIn: string) =>
  faces === 'whole' ? { fullName: person.fullName, picturePath: pictureReference(person.pictureId) } : publicFace(person, byDefault, standIn);

const publicLeader = (row: LeaderRow | null, faces: Faces) =>
  row && {
    id: row.leader.id,
    personId: row.leader.personId,
    isDeputy: row.leader.isDeputy,
    person: faceOf(row.person, faces, true, row.leader.isDeputy ? STAND_INS.deputyLeader : STAND_INS.leader),
  };

/**
 * The one public projection of a team: names, pictures and flags only, each person's only where
 * their consent allows. It is built field by field (never by spreading a row) so a column added
 * later cannot leak into the public list.
 */
export function toPublicTeam(
  { team, leader, deputyLeader, contestants: members, contestantsPublic }: TeamRows,
  faces: Faces = 'consented',
): PublicTeam {
  return {
    ...teamHead(team),
    leader: publicLeader(leader, faces),
    deputyLeader: publicLeader(deputyLeader, faces),
    contestants: members.map(({ contestant, person }, index) => ({
      ...contestantHead(contestant),
      personEditModel: { id: person.id, ...faceOf(person, faces, contestantsPublic, STAND_INS.contestant(index + 1)) },
    })),
  };
}

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
  timeOfArrival: wallClock(person.timeOfArrival),
  arrivalLocation: person.arrivalLocation,
  timeOfDeparture: wallClock(person.timeOfDeparture),
  departureLocation: person.departureLocation,
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
    timeOfArrival: wallClock(team.timeOfArrival),
    arrivalLocation: team.arrivalLocation,
    timeOfDeparture: wallClock(team.timeOfDeparture),
    departureLocation: team.departureLocation,
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
