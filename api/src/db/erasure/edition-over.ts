import { edition, windowCloses } from '@olympiad/shared/schemas';
import { atVenue } from '@olympiad/shared/text';
import { eq, max } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contests, countries } from '../schema.js';

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * When the edition is over and its personal data may be erased: the contest has ended and every
 * registration window has closed, the edit window after the latest deadline included (a country
 * given a later deadline of its own may still be editing its people after the contest's).
 */
export async function editionOverAt(db: Db): Promise<Date> {
  const [contest] = await db
    .select({ endDate: contests.endDate, deadline: contests.endOfRegistrationDate })
    .from(contests)
    .where(eq(contests.year, edition().year));
  if (!contest) return new Date(0);
  const [country] = await db.select({ deadline: max(countries.registrationDeadline) }).from(countries);
  const latestDeadline = country?.deadline ? later(contest.deadline, country.deadline) : contest.deadline;
  return later(contest.endDate, windowCloses('edit', latestDeadline));
}

/** The 409's detail for a real erasure asked for too early, in the venue's time. */
export function editionNotOverDetail(overAt: Date): string {
  return `Personal data can be erased once the edition is over: after ${atVenue(overAt, edition().venueTimeZone)}.`;
}
