import { edition, type Leader } from '@olympiad/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contests, countries, leaders, people, teams } from '../../db/schema.js';
import { pictureReference } from '../../lib/picture-url.js';

/**
 * readLeaders: every leader and deputy of the current contest with picture, name, country,
 * team, phone and e-mail, by country, then name. Leaders whose team was removed are kept.
 */
export async function listLeaders(db: Db): Promise<Leader[]> {
  const rows = await db
    .select({
      leader: leaders,
      fullName: people.fullName,
      tShirtSize: people.tShirtSize,
      pictureId: people.pictureId,
      countryName: countries.name,
      teamName: teams.name,
      teamGroup: teams.contestantGroup,
    })
    .from(leaders)
    .innerJoin(people, eq(people.id, leaders.personId))
    .innerJoin(contests, eq(contests.id, people.contestId))
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(teams, eq(teams.id, leaders.teamId))
    .where(eq(contests.year, edition().year))
    .orderBy(asc(sql`lower(${countries.name})`), asc(sql`lower(${people.fullName})`), asc(leaders.id));
  return rows.map((row) => ({
    id: row.leader.id,
    personId: row.leader.personId,
    email: row.leader.email,
    phoneNumber: row.leader.phoneNumber,
    isDeputy: row.leader.isDeputy,
    person: { fullName: row.fullName, tShirtSize: row.tShirtSize, picturePath: pictureReference(row.pictureId) },
    teamId: row.leader.teamId,
    teamName: row.teamName,
    teamGroup: row.teamGroup,
    countryName: row.countryName,
  }));
}
