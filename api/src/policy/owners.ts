import { arrayContains, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contestants, guides, leaders, people, teams, users } from '../db/schema.js';

/** The kinds of things a request may act on, each owned by a country (a guide and a user: by a user). */
export type OwnedKind = 'country' | 'team' | 'person' | 'guest' | 'contestant' | 'leader' | 'guide' | 'user';

/** Kinds owned by a user rather than a country: the caller's own user id must own them. */
export const isOwnedByUser = (kind: OwnedKind) => kind === 'guide' || kind === 'user';

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

/**
 * Who owns the thing with this id: its country's id, for a guide its user's id, for a user itself. `undefined`
 * when there is no such thing.
 */
export async function ownerOf(db: Db, kind: OwnedKind, id: string): Promise<string | null | undefined> {
  const rows: Owner[] = await (() => {
    switch (kind) {
      case 'country':
        return Promise.resolve([{ owner: id }]);
      case 'team':
        return db.select({ owner: teams.countryId }).from(teams).where(eq(teams.id, id));
      case 'person':
        return db.select({ owner: people.countryId }).from(people).where(eq(people.id, id));
      case 'guest': {
        // A person who is not a guest has no owner here: a registrator changes leaders and
        // contestants through the team's calls, never as people.
        const guest = sql<string | null>`case when ${arrayContains(people.roles, ['GUEST'])} then ${people.countryId} end`;
        return db.select({ owner: guest }).from(people).where(eq(people.id, id));
      }
      case 'contestant':
        return db
          .select({ owner: teams.countryId })
          .from(contestants)
          .innerJoin(teams, eq(teams.id, contestants.teamId))
          .where(eq(contestants.id, id));
      case 'leader':
        return db
          .select({ owner: people.countryId })
          .from(leaders)
          .innerJoin(people, eq(people.id, leaders.personId))
          .where(eq(leaders.id, id));
      case 'guide':
        return db.select({ owner: guides.userId }).from(guides).where(eq(guides.id, id));
      case 'user':
        return db.select({ owner: users.id }).from(users).where(eq(users.id, id));
    }
  })();
  return rows[0]?.owner;
}
