import type { Country } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/problem.js';
import { assertVersion, nextVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { storePicture } from '../../lib/store-picture.js';
import { readCountry } from './read-countries.js';

interface CountryData {
  name: string;
  /** Base64; null keeps the stored flag on an edit. */
  flagImage: string | null;
  /** The country's own registration deadline; null clears it, left out keeps the stored one. */
  registrationDeadline?: string | null | undefined;
}

/** The deadline as stored: an instant, null, or nothing to change. */
const deadlineOf = (deadline: CountryData['registrationDeadline']) =>
  deadline === undefined ? {} : { registrationDeadline: deadline === null ? null : new Date(deadline) };

async function assertUniqueName(tx: Tx, name: string, exceptId?: string) {
  const [same] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(sql`lower(${countries.name})`, name.toLowerCase()));
  if (same && same.id !== exceptId) throw conflict('A country with this name already exists.');
}

export function createCountry(db: Db, { name, flagImage, registrationDeadline }: CountryData): Promise<Country> {
  return db.transaction(async (tx) => {
    await assertUniqueName(tx, name);
    const flagImageId = await storePicture(tx, flagImage, 'flagImage');
    const [row] = await tx
      .insert(countries)
      .values({ name, flagImageId, ...deadlineOf(registrationDeadline) })
      .returning({ id: countries.id });
    return readCountry(tx, row!.id);
  });
}

/** The country's version, its row locked until the transaction ends so that edits run one after the other. */
async function lockCountry(tx: Tx, id: string): Promise<number> {
  const [country] = await tx.select({ version: countries.version }).from(countries).where(eq(countries.id, id)).for('update');
  if (!country) throw notFound('There is no country with this id.');
  return country.version;
}

export function updateCountry(
  db: Db,
  id: string,
  { name, flagImage, registrationDeadline }: CountryData,
  expected: ExpectedVersions = null,
): Promise<Country> {
  return db.transaction(async (tx) => {
    assertVersion(expected, await lockCountry(tx, id));
    await assertUniqueName(tx, name, id);
    const flagImageId = await storePicture(tx, flagImage, 'flagImage');
    await tx
      .update(countries)
      .set({
        name,
        ...(flagImageId ? { flagImageId } : {}),
        ...deadlineOf(registrationDeadline),
        version: nextVersion(countries.version),
      })
      .where(eq(countries.id, id));
    return readCountry(tx, id);
  });
}
