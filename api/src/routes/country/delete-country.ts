import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries } from '../../db/schema.js';
import { actorNamed } from '../../lib/acting-user.js';
import { conflict, notFound } from '../../lib/problem.js';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/sql-state.js';

/** A country still used by users, people or teams stays (409). */
export async function deleteCountry(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(countries)
    .where(and(eq(countries.id, id), actorNamed()))
    .returning({ id: countries.id })
    .catch((error: unknown) => {
      throw sqlState(error) === FOREIGN_KEY_VIOLATION
        ? conflict('The country is in use by users, people or teams and cannot be deleted.')
        : error;
    });
  if (!deleted.length) throw notFound('There is no country with this id.');
}
