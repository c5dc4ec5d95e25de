import type { Guide, GuideTeam } from '@olympiad/shared/schemas';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, guides, guideTeams, people } from '../../db/schema.js';
import { notFound } from '../../lib/problem.js';
import { loadGuidedTeams, toGuideTeam, type LeaderDetail } from '../team/guide-teams.js';
import { fullPerson } from '../team/full-team.js';

const guideColumns = { guide: guides, person: { ...getTableColumns(people), countryName: countries.name } };

function selectGuides(db: Db) {
  return db
    .select(guideColumns)
    .from(guides)
    .innerJoin(people, eq(people.id, guides.personId))
    .leftJoin(countries, eq(countries.id, people.countryId));
}

type GuideRow = Awaited<ReturnType<typeof selectGuides>>[number];

const toGuide = ({ guide, person }: GuideRow, teams: GuideTeam[]): Guide => ({
  id: guide.id,
  personId: guide.personId,
  person: fullPerson(person),
  userId: guide.userId,
  phoneNumber: guide.phoneNumber,
  schoolName: guide.schoolName,
  classDesignator: guide.classDesignator,
  teams,
});

/**
 * Every guide by name with their teams (country, then team order). The leaders' phones stay on
 * each guide's own sheet: this list is shared by all guides.
 */
export async function readAllGuides(db: Db, detail: LeaderDetail = 'name'): Promise<Guide[]> {
  const rows = await selectGuides(db).orderBy(asc(sql`lower(${people.fullName})`), asc(guides.id));
  const teams = await loadGuidedTeams(db);
  const assignments = await db.select().from(guideTeams);
  const guideOf = new Map(assignments.map((row) => [row.teamId, row.guideId]));
  const byGuide = new Map<string, GuideTeam[]>(rows.map((row) => [row.guide.id, []]));
  for (const team of teams) byGuide.get(guideOf.get(team.team.id)!)?.push(toGuideTeam(team, detail));
  return rows.map((row) => toGuide(row, byGuide.get(row.guide.id)!));
}

/** The guide record of a user with their own teams, leaders' phones included. */
export async function readGuideOfUser(db: Db, userId: string): Promise<Guide> {
  const [row] = await selectGuides(db).where(eq(guides.userId, userId));
  if (!row) throw notFound('There is no guide for this user.');
  const teams = await loadGuidedTeams(db, row.guide.id);
  return toGuide(
    row,
    teams.map((team) => toGuideTeam(team, 'name-and-phone')),
  );
}
