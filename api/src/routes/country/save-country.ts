import { edition, effectiveDeadline, type Country } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { contests, countries } from '../../db/schema.js';
import { isExtension } from '../../lib/deadline-extension.js';
import { conflict, notFound } from '../../lib/problem.js';
import { assertVersion, nextVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { storePicture } from '../../lib/store-picture.js';
import type { Notices } from '../../plugins/notices.js';
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

/**
 * The country's version and the deadline it follows, its row locked until the transaction ends so
 * that edits run one after the other.
 */
async function lockCountry(tx: Tx, id: string): Promise<{ version: number; deadline: Date; contestDeadline: Date }> {
  const [country] = await tx
    .select({ version: countries.version, own: countries.registrationDeadline, contest: contests.endOfRegistrationDate })
    .from(countries)
    .leftJoin(contests, eq(contests.year, edition().year))
    .where(eq(countries.id, id))
    .for('update', { of: countries });
  if (!country) throw notFound('There is no country with this id.');
  const contestDeadline = country.contest ?? new Date(0);
  return { version: country.version, deadline: effectiveDeadline(contestDeadline, country.own), contestDeadline };
}

/** Saves a country; a deadline that moves later is told to its registrators (deadlineExtended). */
export function updateCountry(
  db: Db,
  notices: Notices,
  id: string,
  { name, flagImage, registrationDeadline }: CountryData,
  expected: ExpectedVersions = null,
): Promise<Country> {
  return db.transaction(async (tx) => {
    const locked = await lockCountry(tx, id);
    assertVersion(expected, locked.version);
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
    const country = await readCountry(tx, id);
    const deadline = new Date(effectiveDeadline(locked.contestDeadline.toISOString(), country.registrationDeadline));
    if (isExtension(locked.deadline, deadline)) await notices.queue(tx, 'deadlineExtended', [id], { deadline });
    return country;
  });
}
