import { TRAVEL_FIELDS } from '@olympiad/shared/schemas';
import { inArray, sql } from 'drizzle-orm';
import { consentInEffect } from '../../lib/public-consent.js';
import type { Tx } from '../client.js';
import { contestants, guides, leaders, people, teams } from '../schema.js';
import { TRAVEL } from './erase-history.js';

export interface PeopleErased {
  namesKept: number;
  peopleRemoved: number;
  contactDetails: number;
  datesOfBirth: number;
  contactPersons: number;
  travel: number;
}

/** Few enough ids for one statement's parameters on either driver. */
const IDS_PER_DELETE = 1000;

/** Any travel field of the row is set. */
const anyTravel = sql.raw(TRAVEL.map((column) => `${column} IS NOT NULL`).join(' OR '));

/**
 * What goes, counted before it goes, over everyone (the people removed included, so that a count
 * tells how much of that kind of data the edition held): leaders' and guides' contact data,
 * contestants' dates of birth and contact persons, and the travel and T-shirt sizes of people
 * and teams.
 */
async function countPersonalData(tx: Tx): Promise<Omit<PeopleErased, 'namesKept' | 'peopleRemoved'>> {
  const { rows } = await tx.execute<{ contact_details: number; dates_of_birth: number; contact_persons: number; travel: number }>(sql`
    SELECT
      (SELECT count(*) FROM leaders WHERE email IS NOT NULL OR phone_number IS NOT NULL)::int
        + (SELECT count(*) FROM guides WHERE phone_number IS NOT NULL OR school_name IS NOT NULL OR class_designator IS NOT NULL)::int
        AS contact_details,
      (SELECT count(*) FROM contestants WHERE date_of_birth IS NOT NULL)::int AS dates_of_birth,
      (SELECT count(*) FROM contestants
        WHERE has_person_for_contact OR person_for_contact_name IS NOT NULL OR person_for_contact_phone_number IS NOT NULL)::int
        AS contact_persons,
      (SELECT count(*) FROM people WHERE t_shirt_size IS NOT NULL OR ${anyTravel})::int
        + (SELECT count(*) FROM teams WHERE ${anyTravel})::int
        AS travel`);
  const row = rows[0]!;
  return {
    contactDetails: Number(row.contact_details),
    datesOfBirth: Number(row.dates_of_birth),
    contactPersons: Number(row.contact_persons),
    travel: Number(row.travel),
  };
}

/**
 * The people whose name may not be kept: the public name consent in effect withholds it (the
 * recorded one, else the edition's default: contestants as Contest settings says, everyone else
 * given). Photo consent does not matter: every picture goes.
 */
async function peopleWithoutNameConsent(tx: Tx, contestantsPublic: boolean): Promise<{ removed: string[]; kept: number }> {
  const everyone = await tx
    .select({
      id: people.id,
      namePublic: people.namePublic,
      photoPublic: people.photoPublic,
      // Qualified by hand: drizzle names a one-table select's columns bare, which the subquery would read as its own.
      contestant: sql<boolean>`exists (select 1 from contestants c where c.person_id = people.id)`,
    })
    .from(people);
  const removed = everyone
    .filter((person) => !consentInEffect(person, person.contestant ? contestantsPublic : true).name)
    .map((person) => person.id);
  return { removed, kept: everyone.length - removed.length };
}

/**
 * Erases the personal data of the edition's people: those whose name may not be kept are deleted
 * (their leader, contestant, guide and committee rows with them); the others keep their name,
 * roles, country and team, and nothing else of theirs. Teams lose their travel (minors' travel).
 * Versions are raised, so that a form opened before cannot write the erased values back.
 */
export async function erasePeople(tx: Tx, contestantsPublic: boolean): Promise<PeopleErased> {
  const counts = await countPersonalData(tx);
  const { removed, kept } = await peopleWithoutNameConsent(tx, contestantsPublic);
  for (let start = 0; start < removed.length; start += IDS_PER_DELETE) {
    await tx.delete(people).where(inArray(people.id, removed.slice(start, start + IDS_PER_DELETE)));
  }
  const noTravel = Object.fromEntries(TRAVEL_FIELDS.map((field) => [field, null]));
  await tx.update(people).set({ ...noTravel, tShirtSize: null, pictureId: null, version: sql`${people.version} + 1` });
  await tx.update(teams).set({ ...noTravel, version: sql`${teams.version} + 1` });
  await tx.update(leaders).set({ email: null, phoneNumber: null });
  await tx.update(guides).set({ phoneNumber: null, schoolName: null, classDesignator: null });
  await tx.update(contestants).set({
    dateOfBirth: null,
    hasPersonForContact: false,
    personForContactName: null,
    personForContactPhoneNumber: null,
    seatingPlaceDay1: null,
    seatingPlaceDay2: null,
    contestUsername: null,
    contestPassword: null,
    operatingSystemName: null,
  });
  return { namesKept: kept, peopleRemoved: removed.length, ...counts };
}
