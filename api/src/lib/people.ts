import { TRAVEL_FIELDS, travelWithTeam, type ConsentChoice, type PersonRole, type Travel } from '@olympiad/shared/schemas';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { countries, people } from '../db/schema.js';
import { consentColumns } from './public-consent.js';
import { nextVersion } from './record-version.js';
import { storePicture } from './store-picture.js';

/** The person fields every form sends (personFieldsSchema, savePersonInputSchema). */
export interface PersonInput extends Partial<Travel> {
  fullName: string;
  tShirtSize: string | null;
  /** Base64; null or absent keeps the stored picture on an edit. */
  picture?: string | null;
}

export interface NewPersonPlace {
  roles: PersonRole[];
  countryId: string | null;
  contestId: string | null;
  /** The request path of the picture, for its field error. */
  pictureField: string;
  /** The team's travel, used for each part the person leaves empty. */
  travel?: Travel;
  /** The person's choices of what the public may see (Add Team), recorded with them. */
  consent?: ConsentChoice | undefined;
}

/** Nothing to fall back on: a travel part the person leaves empty stays empty. */
const NO_TRAVEL = Object.fromEntries(TRAVEL_FIELDS.map((field) => [field, null])) as Travel;

export async function insertPerson(tx: Tx, person: PersonInput, place: NewPersonPlace): Promise<string> {
  const pictureId = await storePicture(tx, person.picture, place.pictureField);
  const [row] = await tx
    .insert(people)
    .values({
      fullName: person.fullName,
      tShirtSize: person.tShirtSize,
      roles: place.roles,
      countryId: place.countryId,
      contestId: place.contestId,
      pictureId,
      ...travelWithTeam(person, place.travel ?? NO_TRAVEL),
      ...consentColumns(place.consent),
    })
    .returning({ id: people.id });
  return row!.id;
}

export type PersonRow = typeof people.$inferSelect & { countryName: string | null };

/** What an edit changes in a person's row: travel parts left empty keep their stored values. */
export function personChanges(person: PersonInput, pictureId: string | null): Partial<typeof people.$inferInsert> {
  const travel = Object.fromEntries(
    Object.entries(travelWithTeam(person, NO_TRAVEL)).filter(([, value]) => value !== null),
  ) as Partial<Travel>;
  return { fullName: person.fullName, tShirtSize: person.tShirtSize, ...travel, ...(pictureId ? { pictureId } : {}) };
}

/** A changed person's row as an update answers it, with its country's name. */
export const changedPersonColumns = () => ({
  ...getTableColumns(people),
  countryName: sql<string | null>`(select ${countries.name} from ${countries} where ${countries.id} = ${people.countryId})`,
});

/**
 * Changes a person's own fields; travel parts left empty keep their stored values. Answers the
 * changed row with its country's name, so a caller need not read it again.
 */
export async function updatePerson(tx: Tx, id: string, person: PersonInput, pictureField: string): Promise<PersonRow> {
  const pictureId = await storePicture(tx, person.picture, pictureField);
  const [row] = await tx
    .update(people)
    .set({ ...personChanges(person, pictureId), version: nextVersion(people.version) })
    .where(eq(people.id, id))
    .returning(changedPersonColumns());
  return row!;
}
