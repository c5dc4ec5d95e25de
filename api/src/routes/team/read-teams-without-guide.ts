import { edition, type TeamSummary } from '@olympiad/shared/schemas';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contests, countries, guideTeams, teams } from '../../db/schema.js';

/** readTeamsWithoutGuide: the current contest's teams no guide has yet, by country then team name. */
export function readTeamsWithoutGuide(db: Db): Promise<TeamSummary[]> {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      group: teams.contestantGroup,
      countryId: teams.countryId,
      countryName: countries.name,
    })
    .from(teams)
    .innerJoin(contests, eq(contests.id, teams.contestId))
    .innerJoin(countries, eq(countries.id, teams.countryId))
    .where(
      and(
        eq(contests.year, edition().year),
        notExists(
          db
            .select({ one: sql`1` })
            .from(guideTeams)
            .where(eq(guideTeams.teamId, teams.id)),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${countries.name})`), asc(sql`lower(${teams.name})`), asc(teams.id));
}
