import type { Country } from '@olympiad/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, images } from '../../db/schema.js';
import { notFound } from '../../lib/problem.js';

function selectCountries(db: Db | Tx) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      flag: images.data,
      registrationDeadline: countries.registrationDeadline,
      version: countries.version,
    })
    .from(countries)
    .leftJoin(images, eq(images.id, countries.flagImageId))
    .orderBy(asc(sql`lower(${countries.name})`));
}

interface CountryRow {
  id: string;
  name: string;
  flag: Buffer | null;
  registrationDeadline: Date | null;
  version: number;
}

const toCountry = (row: CountryRow): Country => ({
  id: row.id,
  name: row.name,
  flagImage: row.flag ? row.flag.toString('base64') : null,
  registrationDeadline: row.registrationDeadline?.toISOString() ?? null,
  version: row.version,
});

/** Every country with its flag and its own deadline, by name ignoring case: what an Administrator sees (countries-seen-by.ts). */
export async function readCountries(db: Db | Tx): Promise<Country[]> {
  return (await selectCountries(db)).map(toCountry);
}

export async function readCountry(db: Db | Tx, id: string): Promise<Country> {
  const [row] = await selectCountries(db).where(eq(countries.id, id));
  if (!row) throw notFound('There is no country with this id.');
  return toCountry(row);
}
