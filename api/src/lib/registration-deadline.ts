import { edition } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contests } from '../db/schema.js';

/**
 * The current contest's end of registration, one small query. Not from the cached public contest:
 * that is dropped by every write, and rebuilding it (companies, committees) on each write of a
 * busy registration day cost more than the write itself. Kept in memory by the
 * registration-deadline plugin (`app.registrationDeadline`), which windowed writes use.
 */
export async function readRegistrationDeadline(db: Db): Promise<Date> {
  const [row] = await db
    .select({ deadline: contests.endOfRegistrationDate })
    .from(contests)
    .where(eq(contests.year, edition().year));
  return row?.deadline ?? new Date(0);
}
