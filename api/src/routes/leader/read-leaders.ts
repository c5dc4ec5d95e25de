import type { Leader } from '@olympiad/shared/schemas';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, leaders, people, teams } from '../../db/schema.js';
import { pictureReference } from '../../lib/picture-url.js';

/** Leaders and deputies with their person, team and country, by name. */
export async function readLeaders(db: Db, where: SQL): Promise<Leader[]> {
  const rows = await db
    .select({ leader: leaders, person: people, teamName: teams.name, teamGroup: teams.contestantGroup, countryName: countries.name })
    .from(leaders)
    .innerJoin(people, eq(people.id, leaders.personId))
    .leftJoin(teams, eq(teams.id, leaders.teamId))
    .leftJoin(countries, eq(countries.id, people.countryId))
    .where(where)
    .orderBy(asc(sql`lower(${people.fullName})`), asc(leaders.id));
  return rows.map(({ leader, person, teamName, teamGroup, countryName }) => ({
    id: leader.id,
    personId: leader.personId,
    email: leader.email,
    phoneNumber: leader.phoneNumber,
    isDeputy: leader.isDeputy,
    person: { fullName: person.fullName, tShirtSize: person.tShirtSize, picturePath: pictureReference(person.pictureId) },
    teamId: leader.teamId,
    teamName,
    teamGroup,
    countryName,
    version: person.version,
  }));
}

/**
 * readCountryLeaders: the country's leaders and deputies, with or
 * without a team, for the leader pickers. E-mail and phone are included: picking a leader fills
 * them into the form. Only the country's registrator and Administrators read it.
 */
export const readCountryLeaders = (db: Db, countryId: string) => readLeaders(db, eq(people.countryId, countryId));
