import type { PublicConsent } from '@olympiad/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { people } from '../../db/schema.js';
import { actorNamed } from '../../lib/acting-user.js';
import { notFound } from '../../lib/problem.js';

/**
 * PUT api/Person/{id}/publicConsent: records both consents. The person's version stays: a consent
 * is not part of the forms that edit the person, which must not be told it changed meanwhile.
 */
export async function recordPublicConsent(db: Db, id: string, consent: PublicConsent): Promise<PublicConsent> {
  const [row] = await db
    .update(people)
    .set({ photoPublic: consent.photo, namePublic: consent.name })
    .where(and(eq(people.id, id), actorNamed()))
    .returning({ photo: people.photoPublic, name: people.namePublic });
  if (!row) throw notFound('There is no person with this id.');
  return { photo: row.photo ?? consent.photo, name: row.name ?? consent.name };
}
