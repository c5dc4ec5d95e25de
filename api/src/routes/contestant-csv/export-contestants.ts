import { CONTESTANT_EXPORT_COLUMNS, neutraliseFormula } from '@olympiad/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contestants, countries, people, teams } from '../../db/schema.js';

/**
 * The contest's contestants as CSV (the columns of docs/api-rules.md, Contestant CSV files; RFC 4180 with CRLF), by country, team
 * and name; every cell a spreadsheet would run as a formula gets a leading '.
 */
export async function exportContestants(db: Db, contestId: string): Promise<string> {
  const rows = await db
    .select({
      contestantId: contestants.id,
      fullName: people.fullName,
      country: countries.name,
      team: teams.name,
      group: contestants.contestantGroup,
      dateOfBirth: contestants.dateOfBirth,
      operatingSystem: contestants.operatingSystemName,
      tShirtSize: people.tShirtSize,
    })
    .from(contestants)
    .innerJoin(teams, eq(teams.id, contestants.teamId))
    .innerJoin(countries, eq(countries.id, teams.countryId))
    .innerJoin(people, eq(people.id, contestants.personId))
    .where(eq(teams.contestId, contestId))
    .orderBy(asc(sql`lower(${countries.name})`), asc(sql`lower(${teams.name})`), asc(sql`lower(${people.fullName})`), asc(contestants.id));
  const records = rows.map((row) => CONTESTANT_EXPORT_COLUMNS.map((column) => neutraliseFormula(row[column] ?? '')));
  return stringify(records, { header: true, columns: [...CONTESTANT_EXPORT_COLUMNS], record_delimiter: 'windows' });
}
