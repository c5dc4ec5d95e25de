import { ORGANISER_ROLES, type OwnedKind } from '@olympiad/shared/contract';
import type { PersonRole } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contestants, guides, leaders, people, teams, users } from '../db/schema.js';

/** Kinds owned by a user rather than a country: the caller's own user id must own them. */
export const isOwnedByUser = (kind: OwnedKind) => kind === 'guide' || kind === 'user';

export const isOrganiserRole = (role: unknown) => ORGANISER_ROLES.includes(role as PersonRole);

/** The owner of the organisers' people: no country's id, so no registrator's country ever matches it. */
export const ORGANISERS = 'organisers';

const NAMES: Record<OwnedKind, string> = {
  country: 'country',
  team: 'team',
  person: 'person',
  guest: 'guest',
  contestant: 'contestant',
  leader: 'leader',
  guide: 'guide',
  user: 'user',
};

export const unknownOwnedDetail = (kind: OwnedKind) => `There is no ${NAMES[kind]} with this id.`;

type Owner = { owner: string | null };
type PersonOwner = { country: string | null; roles: string[] };

const PERSON_OWNER = { country: people.countryId, roles: people.roles };

/** A person's country owns them, unless they are one of the organisers' people. */
const ownerOfPerson = ({ country, roles }: PersonOwner) => (roles.some(isOrganiserRole) ? ORGANISERS : country);

/**
 * Who owns the thing with this id: its country's id (ORGANISERS for a guide's or committee
 * member's person), for a guide its user's id, for a user itself. `undefined` when there is no such thing.
 */
export async function ownerOf(db: Db, kind: OwnedKind, id: string): Promise<string | null | undefined> {
  const first = ([row]: Owner[]) => row?.owner;
  switch (kind) {
    case 'country':
      return id;
    case 'team':
      return first(await db.select({ owner: teams.countryId }).from(teams).where(eq(teams.id, id)));
    case 'person': {
      const [person] = await db.select(PERSON_OWNER).from(people).where(eq(people.id, id));
      return person && ownerOfPerson(person);
    }
    case 'guest': {
      // A person who is not a guest has no owner here: a registrator changes leaders and
      // contestants through the team's calls, never as people.
      const [person] = await db.select(PERSON_OWNER).from(people).where(eq(people.id, id));
      return person && (person.roles.includes('GUEST') ? ownerOfPerson(person) : null);
    }
    case 'contestant':
      return first(
        await db
          .select({ owner: teams.countryId })
          .from(contestants)
          .innerJoin(teams, eq(teams.id, contestants.teamId))
          .where(eq(contestants.id, id)),
      );
    case 'leader': {
      const [person] = await db
        .select(PERSON_OWNER)
        .from(leaders)
        .innerJoin(people, eq(people.id, leaders.personId))
        .where(eq(leaders.id, id));
      return person && ownerOfPerson(person);
    }
    case 'guide':
      return first(await db.select({ owner: guides.userId }).from(guides).where(eq(guides.id, id)));
    case 'user':
      return first(await db.select({ owner: users.id }).from(users).where(eq(users.id, id)));
  }
}
