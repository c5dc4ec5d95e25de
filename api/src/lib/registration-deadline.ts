import { CONTEST_YEAR } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contests } from '../db/schema.js';

/**
 * The current contest's end of registration, read on each windowed write. One small query: the
 * cached public contest is dropped by every write, and rebuilding it (companies, committees) on
 * each write of a busy registration day cost more than the write itself.
 */
export async function registrationDeadline(db: Db): Promise<Date> {
  const [row] = await db
    .select({ deadline: contests.endOfRegistrationDate })
    .from(contests)
    .where(eq(contests.year, CONTEST_YEAR));
  return row?.deadline ?? new Date(0);
}
