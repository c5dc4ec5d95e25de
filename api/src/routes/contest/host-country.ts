import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { countries } from '../../db/schema.js';
import { fieldError } from '../../lib/problem.js';

/** The host chosen in Contest settings is one of the countries (a stale form may name a deleted one). */
export async function assertHostCountry(tx: Tx, hostCountryId: string | undefined): Promise<void> {
  if (!hostCountryId) return;
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, hostCountryId));
  if (!country) throw fieldError('hostCountryId', 'There is no country with this id.');
}
