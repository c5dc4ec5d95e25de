import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, images, people } from '../../db/schema.js';
import { publicFace, STAND_INS } from '../../lib/public-consent.js';

/**
 * Committee people as the public sees them: no T-shirt size, travel data or contact details, and
 * their name and picture only where they have not withdrawn their consent.
 */
export async function readPublicCommittee(db: Db, contestId: string | undefined) {
  const rows = await db
    .select({
      id: people.id,
      fullName: people.fullName,
      roles: people.roles,
      pictureKey: images.publicKey,
      photoPublic: people.photoPublic,
      namePublic: people.namePublic,
      countryName: countries.name,
    })
    .from(people)
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(images, eq(images.id, people.pictureId))
    .where(and(arrayContains(people.roles, ['COMMITTEE']), contestId ? eq(people.contestId, contestId) : undefined))
    .orderBy(asc(sql`lower(${people.fullName})`), asc(people.id));
  return rows.map((row) => ({
    id: row.id,
    ...publicFace(row, true, STAND_INS.committeeMember),
    roles: row.roles,
    country: row.countryName === null ? null : { name: row.countryName },
  }));
}
