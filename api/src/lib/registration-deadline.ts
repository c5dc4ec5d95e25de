import { edition, effectiveDeadline } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contests, countries } from '../db/schema.js';

/**
 * The end of registration a country follows, one small query: the country's own deadline when it
 * has one, else the current contest's (no country: the contest's). Not from the cached public
 * contest: that is dropped by every write, and rebuilding it (companies, committees) on each write
 * of a busy registration day cost more than the write itself. Kept in memory by the
 * registration-deadline plugin (`app.registrationDeadline`), which windowed writes use.
 */
export async function readRegistrationDeadline(db: Db, countryId: string | null = null): Promise<Date> {
  const [row] = await db
    .select({ contest: contests.endOfRegistrationDate, country: countries.registrationDeadline })
    .from(contests)
    .leftJoin(countries, countryId ? eq(countries.id, countryId) : sql`false`)
    .where(eq(contests.year, edition().year));
  return row ? effectiveDeadline(row.contest, row.country) : new Date(0);
}
