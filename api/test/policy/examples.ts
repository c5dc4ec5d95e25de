import type { ContractKey } from '@olympiad/shared/contract';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import type { InjectOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { contestants, leaders, people } from '../../src/db/schema.js';
import { insertGuide } from '../fixtures/guides.js';
import { ARRIVAL, contestantFields, guestPayload, leaderModel, personFields, teamPayload } from '../fixtures/payloads.js';
import { freeLeader, insertGuest } from '../fixtures/registration.js';
import { call } from '../helper.js';
import { unique, type Side, type World } from './world.js';

export interface Example {
  url: string;
  body?: unknown;
  /** The callers' tokens to make it with, for a call that ends its own token (else the world's). */
  tokens?: World['tokens'];
}

type ExampleFor = (world: World, side: Side) => Promise<Example> | Example;

const newUser = () => ({
  email: `someone-${unique()}@example.com`,
  name: 'Someone',
  password: 'some-password-1',
  role: 'Guide',
});

/** A user to act on, made by the administrator. */
async function freshUserId(world: World): Promise<string> {
  const response = await call(world.app, {
    method: 'POST',
    url: '/api/Identity/Register',
    token: world.tokens.Administrator,
    body: newUser(),
  });
  return response.json<{ id: string }>().id;
}

async function freshCountryId(world: World): Promise<string> {
  const response = await call(world.app, {
    method: 'POST',
    url: '/api/Country',
    token: world.tokens.Administrator,
    body: { name: `Country ${unique()}` },
  });
  return response.json<{ id: string }>().id;
}

const newGuide = () => ({ person: { fullName: 'Gina Guide', roles: ['GUIDE'] }, phoneNumber: '+359888111222' });

async function freshGuideId(world: World): Promise<string> {
  const response = await call(world.app, { method: 'POST', url: '/api/Guide', token: world.tokens.Administrator, body: newGuide() });
  return response.json<{ id: string }>().id;
}

/** A new guide with a new team assigned to it. */
async function freshAssignment(world: World, side: Side): Promise<{ guideId: string; teamId: string }> {
  const guideId = await freshGuideId(world);
  const { teamId } = await world.freshTeam(side);
  await call(world.app, {
    method: 'POST',
    url: `/api/Guide/${guideId}/teams`,
    token: world.tokens.Administrator,
    body: [{ id: teamId }],
  });
  return { guideId, teamId };
}

async function currentContest(world: World) {
  return (await call(world.app, { url: '/api/Contest?year=2025' })).json<Record<string, unknown>>();
}

async function contestantOf(world: World, teamId: string) {
  const [row] = await world.app.db.select().from(contestants).where(eq(contestants.teamId, teamId)).limit(1);
  return row!;
}

async function leaderOf(world: World, teamId: string, isDeputy: boolean) {
  const [row] = await world.app.db
    .select()
    .from(leaders)
    .where(and(eq(leaders.teamId, teamId), eq(leaders.isDeputy, isDeputy)));
  return row!;
}

/**
 * A valid request for every call of the contract, on the side's country: valid so that the answer
 * shows the access decision, not a validation error. A call without one fails the type check.
 */
export const EXAMPLES: Record<ContractKey, ExampleFor> = {
  readReadiness: () => ({ url: '/api/health' }),
  readLiveness: () => ({ url: '/api/health/live' }),
  readMetrics: () => ({ url: '/api/metrics' }),
  readApiDescription: () => ({ url: '/api/openapi.json' }),
  logIn: () => ({ url: '/api/Identity/Login', body: { email: 'nobody@example.com', password: 'wrong-password' } }),
  logOut: async (world) => ({ url: '/api/Identity/Logout', tokens: await world.freshTokens() }),
  registerUser: () => ({ url: '/api/Identity/Register', body: newUser() }),
  readUsers: () => ({ url: '/api/Identity/GetAll' }),
  readUsersWithRole: () => ({ url: '/api/Identity/GetAll/role/Guide' }),
  resetPassword: async (world) => ({ url: `/api/Identity/${await freshUserId(world)}/resetPassword` }),
  readContest: () => ({ url: '/api/Contest?year=2025' }),
  readEnumerations: () => ({ url: '/api/Contest/availableEnums' }),
  updateContest: async (world) => {
    const { committees: _committees, year: _year, ...contest } = await currentContest(world);
    // A real edit: a save that changes nothing writes nothing.
    return { url: `/api/Contest/${String(contest.id)}`, body: { ...contest, materialsUrl: `https://example.org/materials/${unique()}` } };
  },
  readCountries: () => ({ url: '/api/Country' }),
  readCountry: (world, side) => ({ url: `/api/Country/${world.countries[side].countryId}` }),
  createCountry: () => ({ url: '/api/Country', body: { name: `Country ${unique()}` } }),
  updateCountry: async (world) => {
    const id = await freshCountryId(world);
    return { url: `/api/Country/${id}`, body: { id, name: `Renamed ${unique()}` } };
  },
  deleteCountry: async (world) => ({ url: `/api/Country/${await freshCountryId(world)}` }),
  readPicture: () => ({ url: '/api/Picture/11111111-1111-4111-8111-111111111111' }),
  readTeams: () => ({ url: '/api/Team' }),
  readCountryTeams: (world, side) => ({ url: `/api/Team/country/${world.countries[side].countryId}` }),
  readPublicCommittee: () => ({ url: '/api/Person/role/COMMITTEE' }),
  // Registration. The own country already has its team: a registrator's POST is then a 409 of
  // the one-team rule, which the matrix tells apart from a window's.
  createTeam: (world, side) => ({ url: '/api/Team', body: teamPayload({ countryId: world.countries[side].countryId }) }),
  editTeamBasics: (world, side) => ({
    url: '/api/Team/basic',
    body: { id: world.countries[side].teamId, name: `Renamed Team`, teamGroup: 'junior', isOfficial: true },
  }),
  editTeamArrival: (world, side) => ({ url: '/api/Team/arrival', body: { teamId: world.countries[side].teamId, ...ARRIVAL } }),
  readCountryLeaders: (world, side) => ({
    url: `/api/Person/leaders/country/${world.countries[side].countryId}`,
  }),
  addContestant: async (world, side) => {
    const { teamId } = await world.freshTeam(side);
    return { url: '/api/Contestant/toTeam', body: { teamId, contestant: contestantFields('Added Contestant') } };
  },
  editContestant: async (world, side) => {
    const contestant = await contestantOf(world, world.countries[side].teamId);
    return {
      url: '/api/Contestant',
      body: { ...contestant, isOffical: true, ...contestantFields('Changed Contestant'), personEditModel: personFields('Changed Contestant') },
    };
  },
  removeContestant: async (world, side) => {
    const { teamId } = await world.freshTeam(side);
    return { url: `/api/Contestant/${(await contestantOf(world, teamId)).id}` };
  },
  replaceLeader: async (world, side) => {
    const { teamId } = await world.freshTeam(side);
    return { url: '/api/Leader/addreplace', body: { teamId, isDeputy: true, leaderCreateModel: leaderModel('New Deputy') } };
  },
  editLeader: async (world, side) => {
    const leader = await leaderOf(world, world.countries[side].teamId, false);
    return {
      url: '/api/Leader',
      body: { id: leader.id, personId: leader.personId, email: 'changed@example.com', phoneNumber: '+111', person: personFields('Changed Leader') },
    };
  },
  removeLeader: async (world, side) => {
    const { teamId } = await world.freshTeam(side);
    return { url: `/api/Leader/team/${teamId}/leader/${(await leaderOf(world, teamId, true)).id}` };
  },
  readPeople: () => ({ url: '/api/Person' }),
  readPeopleOfCountry: (world, side) => ({ url: `/api/Person/role/GUEST/${world.countries[side].countryId}` }),
  createPerson: (world, side) => ({ url: '/api/Person', body: guestPayload(world.countries[side].countryId) }),
  updatePerson: async (world, side) => {
    const { countryId } = world.countries[side];
    return { url: `/api/Person/${await insertGuest(world.app, countryId)}`, body: guestPayload(countryId, { fullName: 'Renamed Guest' }) };
  },
  recordPublicConsent: async (world, side) => ({
    url: `/api/Person/${await insertGuest(world.app, world.countries[side].countryId)}/publicConsent`,
    body: { photo: false, name: true },
  }),
  deletePerson: async (world, side) => ({
    url: `/api/Person/${await insertGuest(world.app, world.countries[side].countryId)}`,
  }),
  exportPersonData: async (world, side) => ({
    url: `/api/Person/${await insertGuest(world.app, world.countries[side].countryId)}/data`,
  }),
  readGuides: () => ({ url: '/api/Guide/all' }),
  readGuideOfUser: (world, side) => ({ url: `/api/Guide/byUserId/${world.guides[side].userId}` }),
  readTeamsOfGuide: (world, side) => ({ url: `/api/Team/guide/${world.guides[side].guideId}` }),
  createGuide: () => ({ url: '/api/Guide', body: newGuide() }),
  assignGuideTeams: async (world, side) => ({
    url: `/api/Guide/${await freshGuideId(world)}/teams`,
    body: [{ id: (await world.freshTeam(side)).teamId }],
  }),
  removeGuideTeam: async (world, side) => {
    const { guideId, teamId } = await freshAssignment(world, side);
    return { url: `/api/Guide/${guideId}/${teamId}` };
  },
  readTeamsWithoutGuide: () => ({ url: '/api/Team/noGuides' }),
  readLeaders: () => ({ url: '/api/Leader' }),
  readStatistics: () => ({ url: '/api/Contest/statistics?year=2025' }),
  readProgress: () => ({ url: '/api/Progress' }),
  readCountryProgress: (world, side) => ({ url: `/api/Progress/country/${world.countries[side].countryId}` }),
  readHistory: (world, side) => ({ url: `/api/History?countryId=${world.countries[side].countryId}` }),
  exportContestants: () => ({ url: '/api/Contestant/export/info/csv' }),
  // One country's badges: a small PDF, so the matrix stays fast.
  exportNameBadges: (world, side) => ({ url: `/api/Badges?layout=a4&countryId=${world.countries[side].countryId}` }),
  // Without a file: the access decision comes first, then a 400 for the missing form data.
  downloadBackup: () => ({ url: '/api/Backup' }),
  // The dry run: it keeps nothing, so the world stays whole for the calls after it (the real run: erasure.test.ts).
  erasePersonalData: () => ({ url: '/api/Erasure', body: { dryRun: true } }),
  importCredentials: () => ({ url: '/api/Contestant/import/creds/csv/2025' }),
  importSeatings: () => ({ url: '/api/Contestant/import/seatings/csv/2025' }),
  readCommitteePeople: () => ({ url: '/api/Person/committee' }),
  readCommittees: async (world) => ({ url: `/api/Contest/${String((await currentContest(world)).id)}/committees` }),
  saveCommittees: async (world) => ({
    url: `/api/Contest/${String((await currentContest(world)).id)}/committees`,
    body: [{ name: 'Scientific Committee', members: [] }],
  }),
};

/** The organisers' people: guides and committee members, of the host country as Contest settings presets them. */
export type OrganiserRole = 'GUIDE' | 'COMMITTEE';
export const ORGANISER_ROLES: readonly OrganiserRole[] = ['GUIDE', 'COMMITTEE'];

/** A new guide (with its guide record) or committee member, carrying the host country as the control panel presets. */
async function freshOrganiser(world: World, role: OrganiserRole): Promise<string> {
  if (role === 'GUIDE') return (await insertGuide(world.app, { fullName: `Guide ${unique()}` })).personId;
  const [person] = await world.app.db
    .insert(people)
    .values({ fullName: `Member ${unique()}`, roles: ['COMMITTEE'], countryId: SPEC_EDITION.hostCountry!.id, tShirtSize: 'M' })
    .returning({ id: people.id });
  return person!.id;
}

/** Makes a leader's person one of the organisers' people as well (a deputy who also sits on a committee). */
async function asOrganiser(world: World, leaderId: string, role: OrganiserRole): Promise<string> {
  const [leader] = await world.app.db.select({ personId: leaders.personId }).from(leaders).where(eq(leaders.id, leaderId));
  await world.app.db
    .update(people)
    .set({ roles: sql`array_append(${people.roles}, ${role})` })
    .where(eq(people.id, leader!.personId));
  return leaderId;
}

/** A leader without a team, of the own country of `world`, who is one of the organisers' people too. */
const freeOrganiserLeader = async (world: World, role: OrganiserRole) =>
  asOrganiser(world, await freeLeader(world.app, world.countries.own.countryId, `Leader ${unique()}`), role);

/**
 * For every call that reaches a person of the caller's own country (through the person's owner, or
 * by naming the roles of the people it makes or lists), a valid request on one of the organisers'
 * people carrying that country: the access matrix makes them on the host country's world, where
 * only an Administrator may. A call that reaches people without one fails the matrix.
 */
export const ORGANISER_EXAMPLES: Partial<Record<ContractKey, (world: World, role: OrganiserRole) => Promise<Example> | Example>> = {
  createTeam: async (world, role) => ({
    url: '/api/Team',
    body: teamPayload({ countryId: world.countries.own.countryId, leaderId: await freeOrganiserLeader(world, role), leaderCreateModel: undefined }),
  }),
  replaceLeader: async (world, role) => ({
    url: '/api/Leader/addreplace',
    body: { teamId: (await world.freshTeam('own')).teamId, isDeputy: true, leaderId: await freeOrganiserLeader(world, role) },
  }),
  editLeader: async (world, role) => {
    const leader = await leaderOf(world, (await world.freshTeam('own')).teamId, true);
    return {
      url: '/api/Leader',
      body: {
        id: await asOrganiser(world, leader.id, role),
        personId: leader.personId,
        email: 'changed@example.com',
        phoneNumber: '+111',
        person: personFields('Changed Leader'),
      },
    };
  },
  removeLeader: async (world, role) => {
    const { teamId } = await world.freshTeam('own');
    return { url: `/api/Leader/team/${teamId}/leader/${await asOrganiser(world, (await leaderOf(world, teamId, true)).id, role)}` };
  },
  readPeopleOfCountry: (world, role) => ({ url: `/api/Person/role/${role}/${world.countries.own.countryId}` }),
  createPerson: (world, role) => ({ url: '/api/Person', body: guestPayload(world.countries.own.countryId, { roles: [role] }) }),
  updatePerson: async (world, role) => ({
    url: `/api/Person/${await freshOrganiser(world, role)}`,
    body: guestPayload(world.countries.own.countryId, { fullName: 'Renamed Guest' }),
  }),
  recordPublicConsent: async (world, role) => ({
    url: `/api/Person/${await freshOrganiser(world, role)}/publicConsent`,
    body: { photo: false, name: true },
  }),
  deletePerson: async (world, role) => ({ url: `/api/Person/${await freshOrganiser(world, role)}` }),
};

export type Method = NonNullable<InjectOptions['method']>;
