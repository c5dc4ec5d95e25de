import { randomBytes } from 'node:crypto';
import { SPEC_EDITION, type UserRole } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contests, users } from '../../src/db/schema.js';
import type {} from '../../src/plugins/auth.js';
import { insertGuide } from '../fixtures/guides.js';
import { insertTeam } from '../fixtures/teams.js';
import { loginAdmin, tokenFor, userIdOf } from '../helper.js';

export type Side = 'own' | 'other';
/** The callers of the matrix: each role, and a TeamRegistrator of the host country besides. */
export type Caller = 'anonymous' | 'Administrator' | 'TeamRegistrator' | 'HostRegistrator' | 'Guide';
export type WindowState = 'open' | 'edit' | 'closed';

/** The role a caller signs in with: the host country's registrator is a TeamRegistrator like any other. */
export const roleOf = (caller: Exclude<Caller, 'anonymous'>): UserRole => (caller === 'HostRegistrator' ? 'TeamRegistrator' : caller);

/** A country with its team: the registrator's own, or another one. */
interface CountryFixture {
  countryId: string;
  teamId: string;
}

/** A guide record, its user and its team: the Guide caller's own, or another guide's. */
interface GuideFixture {
  guideId: string;
  userId: string;
}

/**
 * Everything the access matrix acts on: the registrator's country and another, and a token for
 * each caller. Destructive examples make their own fresh rows through `freshTeam`.
 */
export interface World {
  app: FastifyInstance;
  countries: Record<Side, CountryFixture>;
  guides: Record<Side, GuideFixture>;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  freshTeam(side: Side): Promise<CountryFixture>;
  /** New tokens of the same users, for a call that ends the token it is made with (a logout). */
  freshTokens(): Promise<World['tokens']>;
  /**
   * The same world with the host country (the contest's host_country_id, with a team of its own)
   * as the own country: what the HostRegistrator's examples are made on. The guides of both sides
   * carry the host country, as every guide does.
   */
  host: World;
}

const unique = () => randomBytes(4).toString('hex');

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const own = await insertTeam(app, { countryName: `Own ${unique()}`, teamName: 'Own Team' });
  const other = await insertTeam(app, { countryName: `Other ${unique()}`, teamName: 'Other Team' });
  const host = await insertTeam(app, { countryId: SPEC_EDITION.hostCountry!.id, teamName: 'Host Team' });
  const guideToken = await tokenFor(app, 'Guide');
  const guides = {
    own: await insertGuide(app, { userId: userIdOf(guideToken), fullName: 'Own Guide', teamIds: [own.teamId] }),
    other: await insertGuide(app, { userId: userIdOf(await tokenFor(app, 'Guide')), fullName: 'Other Guide', teamIds: [other.teamId] }),
  };
  const tokens = {
    Administrator: await loginAdmin(app),
    TeamRegistrator: await tokenFor(app, 'TeamRegistrator', own.countryId),
    HostRegistrator: await tokenFor(app, 'TeamRegistrator', host.countryId),
    Guide: guideToken,
  };
  const signedAgain = async (token: string) => {
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, userIdOf(token)));
    return app.signToken(user!);
  };
  const seenFrom = (countries: Record<Side, CountryFixture>): Omit<World, 'host'> => ({
    app,
    countries,
    guides,
    tokens,
    // A second team in the side's country, for calls that delete or use up what they touch.
    freshTeam: async (side) => {
      const team = await insertTeam(app, { countryId: countries[side].countryId, teamName: `Fresh ${unique()}` });
      return { countryId: countries[side].countryId, teamId: team.teamId };
    },
    freshTokens: async () => ({
      Administrator: await signedAgain(tokens.Administrator),
      TeamRegistrator: await signedAgain(tokens.TeamRegistrator),
      HostRegistrator: await signedAgain(tokens.HostRegistrator),
      Guide: await signedAgain(tokens.Guide),
    }),
  });
  // Seen from the host, the host's view is the same world.
  const hostWorld: World = {
    ...seenFrom({ own: host, other }),
    get host() {
      return hostWorld;
    },
  };
  return { ...seenFrom({ own, other }), host: hostWorld };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DEADLINES: Record<WindowState, () => Date> = {
  open: () => new Date(Date.now() + 30 * DAY_MS),
  edit: () => new Date(Date.now() - DAY_MS / 2),
  closed: () => new Date(Date.now() - 2 * DAY_MS),
};

/** Moves the registration deadline so that now falls in the given window. */
export async function setWindow(app: FastifyInstance, state: WindowState) {
  await app.db.update(contests).set({ endOfRegistrationDate: DEADLINES[state]() }).where(eq(contests.year, SPEC_EDITION.year));
  // Written behind the api's back: drop what the server keeps of the contest, as a contest write would.
  app.publicCache.invalidate();
  app.registrationDeadline.invalidate();
}

export { unique };
