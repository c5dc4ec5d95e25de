import { edition, EMPTY_ID, OTHER_LOCATION, travelOf, type CreateGuideInput, type Guide, type PersonRole } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, guides, images, people, users } from '../../db/schema.js';
import { decodeImage } from '../../lib/image.js';
import { conflict, fieldError, notFound } from '../../lib/problem.js';
import { toPerson } from '../person/read-people.js';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/sql-state.js';

const withGuideRole = (roles: readonly string[]): PersonRole[] => [...new Set([...roles, 'GUIDE'])] as PersonRole[];

/**
 * The guide's person: a new one (locations default Other, country the host's: guides are local
 * students), or an existing one who becomes a guide too.
 */
async function guidePersonId(tx: Tx, input: CreateGuideInput, contestId: string | null): Promise<string> {
  const { person } = input;
  if (input.personId && input.personId !== EMPTY_ID) {
    const [existing] = await tx.select({ roles: people.roles }).from(people).where(eq(people.id, input.personId));
    if (!existing) throw notFound('There is no person with this id.');
    await tx
      .update(people)
      .set({ roles: withGuideRole(existing.roles) })
      .where(eq(people.id, input.personId));
    return input.personId;
  }
  const picture = person.picture ? await decodeImage(person.picture, 'person.picture') : null;
  const [image] = picture ? await tx.insert(images).values(picture).returning({ id: images.id }) : [];
  const [created] = await tx
    .insert(people)
    .values({
      fullName: person.fullName,
      roles: withGuideRole(person.roles),
      countryId: person.countryId ?? edition().hostCountry?.id ?? null,
      contestId: person.contestId ?? contestId,
      tShirtSize: person.tShirtSize,
      pictureId: image?.id ?? null,
      ...travelOf(person),
      arrivalLocation: person.arrivalLocation ?? OTHER_LOCATION,
      departureLocation: person.departureLocation ?? OTHER_LOCATION,
    })
    .returning({ id: people.id });
  return created!.id;
}

async function assertGuideUser(tx: Tx, userId: string | null) {
  if (!userId) return;
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw fieldError('userId', 'There is no user with this id.');
  // The guide's pages find the guide by the logged-in user, which only a Guide user reaches.
  if (user.role !== 'Guide') throw fieldError('userId', 'The user must have the role Guide.');
}

/** The guide as answered: person in its full shape, no teams yet. */
async function readNewGuide(tx: Tx, guideId: string): Promise<Guide> {
  const [row] = await tx
    .select({ guide: guides, person: people, countryName: countries.name })
    .from(guides)
    .innerJoin(people, eq(people.id, guides.personId))
    .leftJoin(countries, eq(countries.id, people.countryId))
    .where(eq(guides.id, guideId));
  const { guide, person, countryName } = row!;
  return {
    id: guide.id,
    personId: guide.personId,
    person: toPerson(person, countryName),
    userId: guide.userId,
    phoneNumber: guide.phoneNumber,
    schoolName: guide.schoolName,
    classDesignator: guide.classDesignator,
    teams: [],
  };
}

/**
 * createGuide: a person with role GUIDE and the guide record linking it to its user, in one
 * transaction. A person or a user is a guide at most once (409), decided by the unique columns.
 */
export async function createGuide(db: Db, input: CreateGuideInput, contestId: string | null): Promise<Guide> {
  try {
    return await db.transaction(async (tx) => {
      await assertGuideUser(tx, input.userId);
      const personId = await guidePersonId(tx, input, contestId);
      const [guide] = await tx
        .insert(guides)
        .values({
          personId,
          userId: input.userId,
          phoneNumber: input.phoneNumber,
          schoolName: input.schoolName,
          classDesignator: input.classDesignator,
        })
        .returning({ id: guides.id });
      return readNewGuide(tx, guide!.id);
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('This person or user is already a guide.');
    throw error;
  }
}
