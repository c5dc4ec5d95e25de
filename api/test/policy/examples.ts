import type { ContractKey } from '@olympiad/shared/contract';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import type { InjectOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  contestants,
  contests,
  hotels,
  invitationLetters,
  leaders,
  letterSettings,
  messages,
  people,
  rooms,
  roomTypes,
  visaDetails,
} from '../../src/db/schema.js';
import { letterCode } from '../../src/letters/letter-code.js';
import { insertGuide } from '../fixtures/guides.js';
import { ARRIVAL, contestantFields, guestPayload, leaderModel, personFields, teamPayload } from '../fixtures/payloads.js';
import { freeLeader, insertGuest } from '../fixtures/registration.js';
import { call, urlFor } from '../helper.js';
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
  const response = await call(world.app, 'registerUser', { token: world.tokens.Administrator, body: newUser() });
  return response.json<{ id: string }>().id;
}

/** The secret of a new user's invitation, as its message carries it after the link's `#`. */
async function freshLinkSecret(world: World): Promise<string> {
  const { password: _none, ...invitee } = newUser();
  const response = await call(world.app, 'inviteUser', { token: world.tokens.Administrator, body: invitee });
  const [message] = await world.app.db
    .select({ text: messages.textBody })
    .from(messages)
    .where(eq(messages.userId, response.json<{ id: string }>().id));
  return /\/setPassword#(\S+)/.exec(message!.text)![1]!;
}

async function freshCountryId(world: World): Promise<string> {
  const response = await call(world.app, 'createCountry', { token: world.tokens.Administrator, body: { name: `Country ${unique()}` } });
  return response.json<{ id: string }>().id;
}

const newGuide = () => ({ person: { fullName: 'Gina Guide', roles: ['GUIDE'] }, phoneNumber: '+359888111222' });

async function freshGuideId(world: World): Promise<string> {
  const response = await call(world.app, 'createGuide', { token: world.tokens.Administrator, body: newGuide() });
  return response.json<{ id: string }>().id;
}

/** A new guide with a new team assigned to it. */
async function freshAssignment(world: World, side: Side): Promise<{ guideId: string; teamId: string }> {
  const guideId = await freshGuideId(world);
  const { teamId } = await world.freshTeam(side);
  await call(world.app, 'assignGuideTeams', { params: { guideId }, token: world.tokens.Administrator, body: [{ id: teamId }] });
  return { guideId, teamId };
}

/** A message whose sending failed, which may be read and queued again. */
async function failedMessageId(world: World): Promise<string> {
  const [message] = await world.app.db
    .insert(messages)
    .values({
      kind: 'invitation',
      recipient: 'someone@example.com',
      subject: 'Subject',
      textBody: 'Text',
      htmlBody: '<p>Text</p>',
      status: 'failed',
    })
    .returning({ id: messages.id });
  return message!.id;
}

async function currentContest(world: World) {
  return (await call(world.app, 'readContest', { query: { year: 2025 } })).json<Record<string, unknown>>();
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

async function contestId(world: World): Promise<string> {
  const [contest] = await world.app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
  return contest!.id;
}

const LETTER_SETTINGS = {
  enabled: true,
  signatoryName: 'Maria Ivanova',
  signatoryTitle: 'Chair',
  organiserAddress: 'Sofia',
  venue: 'Sofia University',
  body: 'We invite {name}.',
};

/** The leader of the side's team, ready for a letter: letters switched on, their visa details complete. */
async function letterReadyPerson(world: World, side: Side): Promise<string> {
  const { personId } = await leaderOf(world, world.countries[side].teamId, false);
  const enabled = { ...LETTER_SETTINGS, contestId: await contestId(world) };
  await world.app.db.insert(letterSettings).values(enabled).onConflictDoUpdate({ target: letterSettings.contestId, set: enabled });
  await world.app.db
    .insert(visaDetails)
    .values({
      personId,
      needsLetter: true,
      passportName: 'ANA PETROVA',
      nationality: 'Bulgarian',
      passportNumber: 'AB1234567',
      passportExpiry: '2030-01-01',
      dateOfBirth: '1980-01-01',
    })
    .onConflictDoNothing();
  return personId;
}

/** A letter of a new team's leader, to revoke. */
async function freshLetterId(world: World, side: Side): Promise<string> {
  const { teamId, countryId } = await world.freshTeam(side);
  const { personId } = await leaderOf(world, teamId, false);
  const [letter] = await world.app.db
    .insert(invitationLetters)
    .values({
      code: letterCode(),
      personId,
      contestId: await contestId(world),
      countryId,
      personName: 'Leader',
      countryName: 'Country',
      passportName: 'ANA PETROVA',
      nationality: 'Bulgarian',
      passportNumberEnd: '567',
      stayFrom: '2025-06-01',
      stayTo: '2025-06-08',
      digest: 'example',
      generatedBy: 'Admin',
    })
    .returning({ id: invitationLetters.id });
  return letter!.id;
}

/** A new hotel with one double room type, saved as an Administrator would (its rooms made by saveHotels). */
async function freshHotelId(world: World): Promise<string> {
  const [hotel] = await world.app.db
    .insert(hotels)
    .values({ contestId: await currentContestId(world), name: `Hotel ${unique()}` })
    .returning({ id: hotels.id });
  return hotel!.id;
}

async function freshRoomId(world: World): Promise<string> {
  const [type] = await world.app.db
    .insert(roomTypes)
    .values({ hotelId: await freshHotelId(world), name: 'Double', capacity: 2, roomCount: 1 })
    .returning({ id: roomTypes.id });
  const [room] = await world.app.db.insert(rooms).values({ roomTypeId: type!.id, number: '1', position: 0 }).returning({ id: rooms.id });
  return room!.id;
}

async function currentContestId(world: World): Promise<string> {
  const [contest] = await world.app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
  return contest!.id;
}

/**
 * A valid request for every call of the contract, on the side's country: valid so that the answer
 * shows the access decision, not a validation error. A call without one fails the type check.
 */
export const EXAMPLES: Record<ContractKey, ExampleFor> = {
  readReadiness: () => ({ url: urlFor('readReadiness') }),
  readLiveness: () => ({ url: urlFor('readLiveness') }),
  readMetrics: () => ({ url: urlFor('readMetrics') }),
  readApiDescription: () => ({ url: urlFor('readApiDescription') }),
  logIn: () => ({ url: urlFor('logIn'), body: { email: 'nobody@example.com', password: 'wrong-password' } }),
  logOut: async (world) => ({ url: urlFor('logOut'), tokens: await world.freshTokens() }),
  registerUser: () => ({ url: urlFor('registerUser'), body: newUser() }),
  readUsers: () => ({ url: urlFor('readUsers') }),
  readUsersWithRole: () => ({ url: urlFor('readUsersWithRole', { role: 'Guide' }) }),
  resetPassword: async (world) => ({ url: urlFor('resetPassword', { id: await freshUserId(world) }) }),
  inviteUser: () => {
    const { password: _none, ...invitee } = newUser();
    return { url: urlFor('inviteUser'), body: invitee };
  },
  resendInvitation: async (world) => ({ url: urlFor('resendInvitation', { id: await freshUserId(world) }) }),
  requestPasswordReset: () => ({ url: urlFor('requestPasswordReset'), body: { email: 'nobody@example.com' } }),
  readPasswordLink: async (world) => ({ url: urlFor('readPasswordLink'), body: { secret: await freshLinkSecret(world) } }),
  setPassword: async (world) => ({
    url: urlFor('setPassword'),
    body: { secret: await freshLinkSecret(world), password: 'chosen-password-1' },
  }),
  readContest: () => ({ url: urlFor('readContest', {}, { year: 2025 }) }),
  readEnumerations: () => ({ url: urlFor('readEnumerations') }),
  updateContest: async (world) => {
    const { committees: _committees, year: _year, ...contest } = await currentContest(world);
    // A real edit: a save that changes nothing writes nothing.
    return {
      url: urlFor('updateContest', { id: String(contest.id) }),
      body: { ...contest, materialsUrl: `https://example.org/materials/${unique()}` },
    };
  },
  readCountries: () => ({ url: urlFor('readCountries') }),
  readCountry: (world, side) => ({ url: urlFor('readCountry', { id: world.countries[side].countryId }) }),
  createCountry: () => ({ url: urlFor('createCountry'), body: { name: `Country ${unique()}` } }),
  updateCountry: async (world) => {
    const id = await freshCountryId(world);
    return { url: urlFor('updateCountry', { id }), body: { id, name: `Renamed ${unique()}` } };
  },
  deleteCountry: async (world) => ({ url: urlFor('deleteCountry', { id: await freshCountryId(world) }) }),
  readPicture: () => ({ url: urlFor('readPicture', { id: '11111111-1111-4111-8111-111111111111' }) }),
  readTeams: () => ({ url: urlFor('readTeams') }),
  readCountryTeams: (world, side) => ({ url: urlFor('readCountryTeams', { countryId: world.countries[side].countryId }) }),
  readPublicCommittee: () => ({ url: urlFor('readPublicCommittee') }),
  // Registration. The own country already has its team: a registrator's POST is then a 409 of
  // the one-team rule, which the matrix tells apart from a window's.
  createTeam: (world, side) => ({ url: urlFor('createTeam'), body: teamPayload({ countryId: world.countries[side].countryId }) }),
  editTeamBasics: (world, side) => ({
    url: urlFor('editTeamBasics'),
    body: { id: world.countries[side].teamId, name: `Renamed Team`, teamGroup: 'junior', isOfficial: true },
  }),
  editTeamArrival: (world, side) => ({ url: urlFor('editTeamArrival'), body: { teamId: world.countries[side].teamId, ...ARRIVAL } }),
  readCountryLeaders: (world, side) => ({
    url: urlFor('readCountryLeaders', { countryId: world.countries[side].countryId }),
  }),
  addContestant: async (world, side) => {
    const { teamId } = await world.freshTeam(side);
    return { url: urlFor('addContestant'), body: { teamId, contestant: contestantFields('Added Contestant') } };
  },
  editContestant: async (world, side) => {
    const contestant = await contestantOf(world, world.countries[side].teamId);
    return {
      url: urlFor('editContestant'),
      body: {
        ...contestant,
        isOffical: true,
        ...contestantFields('Changed Contestant'),
        personEditModel: personFields('Changed Contestant'),
      },
    };
  },
  removeContestant: async (world, side) => {
    const { teamId } = await world.freshTeam(side);
    return { url: urlFor('removeContestant', { id: (await contestantOf(world, teamId)).id }) };
  },
  replaceLeader: async (world, side) => {
    const { teamId } = await world.freshTeam(side);
    return { url: urlFor('replaceLeader'), body: { teamId, isDeputy: true, leaderCreateModel: leaderModel('New Deputy') } };
  },
  editLeader: async (world, side) => {
    const leader = await leaderOf(world, world.countries[side].teamId, false);
    return {
      url: urlFor('editLeader'),
      body: {
        id: leader.id,
        personId: leader.personId,
        email: 'changed@example.com',
        phoneNumber: '+111',
        person: personFields('Changed Leader'),
      },
    };
  },
  removeLeader: async (world, side) => {
    const { teamId } = await world.freshTeam(side);
    return { url: urlFor('removeLeader', { teamId, leaderId: (await leaderOf(world, teamId, true)).id }) };
  },
  readPeople: () => ({ url: urlFor('readPeople') }),
  readPeoplePage: () => ({ url: urlFor('readPeoplePage', {}, { search: 'guest', page: 1 }) }),
  readPeopleOfCountry: (world, side) => ({ url: urlFor('readPeopleOfCountry', { role: 'GUEST', x: world.countries[side].countryId }) }),
  createPerson: (world, side) => ({ url: urlFor('createPerson'), body: guestPayload(world.countries[side].countryId) }),
  updatePerson: async (world, side) => {
    const { countryId } = world.countries[side];
    return {
      url: urlFor('updatePerson', { id: await insertGuest(world.app, countryId) }),
      body: guestPayload(countryId, { fullName: 'Renamed Guest' }),
    };
  },
  recordPublicConsent: async (world, side) => ({
    url: urlFor('recordPublicConsent', { id: await insertGuest(world.app, world.countries[side].countryId) }),
    body: { photo: false, name: true },
  }),
  deletePerson: async (world, side) => ({
    url: urlFor('deletePerson', { id: await insertGuest(world.app, world.countries[side].countryId) }),
  }),
  exportPersonData: async (world, side) => ({
    url: urlFor('exportPersonData', { id: await insertGuest(world.app, world.countries[side].countryId) }),
  }),
  readGuides: () => ({ url: urlFor('readGuides') }),
  readGuideOfUser: (world, side) => ({ url: urlFor('readGuideOfUser', { userId: world.guides[side].userId }) }),
  readTeamsOfGuide: (world, side) => ({ url: urlFor('readTeamsOfGuide', { guideId: world.guides[side].guideId }) }),
  createGuide: () => ({ url: urlFor('createGuide'), body: newGuide() }),
  assignGuideTeams: async (world, side) => ({
    url: urlFor('assignGuideTeams', { guideId: await freshGuideId(world) }),
    body: [{ id: (await world.freshTeam(side)).teamId }],
  }),
  removeGuideTeam: async (world, side) => {
    const { guideId, teamId } = await freshAssignment(world, side);
    return { url: urlFor('removeGuideTeam', { guideId, teamId }) };
  },
  readTeamsWithoutGuide: () => ({ url: urlFor('readTeamsWithoutGuide') }),
  readLeaders: () => ({ url: urlFor('readLeaders') }),
  readStatistics: () => ({ url: urlFor('readStatistics', {}, { year: 2025 }) }),
  readProgress: () => ({ url: urlFor('readProgress') }),
  readCountryProgress: (world, side) => ({ url: urlFor('readCountryProgress', { countryId: world.countries[side].countryId }) }),
  readReminders: () => ({ url: urlFor('readReminders') }),
  sendReminders: (world, side) => ({ url: urlFor('sendReminders'), body: { countryIds: [world.countries[side].countryId] } }),
  readHistory: (world, side) => ({ url: urlFor('readHistory', {}, { countryId: world.countries[side].countryId }) }),
  readMessages: () => ({ url: urlFor('readMessages') }),
  readMessage: async (world) => ({ url: urlFor('readMessage', { id: await failedMessageId(world) }) }),
  retryMessage: async (world) => ({ url: urlFor('retryMessage', { id: await failedMessageId(world) }) }),
  exportContestants: () => ({ url: urlFor('exportContestants') }),
  // One country's badges: a small PDF, so the matrix stays fast.
  exportNameBadges: (world, side) => ({
    url: urlFor('exportNameBadges', {}, { layout: 'a4', countryId: world.countries[side].countryId }),
  }),
  // Without a file: the access decision comes first, then a 400 for the missing form data.
  downloadBackup: () => ({ url: urlFor('downloadBackup') }),
  // The dry run: it keeps nothing, so the world stays whole for the calls after it (the real run: erasure.test.ts).
  erasePersonalData: () => ({ url: urlFor('erasePersonalData'), body: { dryRun: true } }),
  importCredentials: () => ({ url: urlFor('importCredentials', { year: 2025 }) }),
  importSeatings: () => ({ url: urlFor('importSeatings', { year: 2025 }) }),
  readCommitteePeople: () => ({ url: urlFor('readCommitteePeople') }),
  readCommittees: async (world) => ({ url: urlFor('readCommittees', { id: String((await currentContest(world)).id) }) }),
  saveCommittees: async (world) => ({
    url: urlFor('saveCommittees', { id: String((await currentContest(world)).id) }),
    body: [{ name: 'Scientific Committee', members: [] }],
  }),
  readDelegationLetters: (world, side) => ({ url: urlFor('readDelegationLetters', { countryId: world.countries[side].countryId }) }),
  saveVisaDetails: async (world, side) => {
    const { personId } = await leaderOf(world, world.countries[side].teamId, true);
    return { url: urlFor('saveVisaDetails', { id: personId }), body: { needsLetter: false } };
  },
  generateLetter: async (world, side) => ({ url: urlFor('generateLetter', { id: await letterReadyPerson(world, side) }) }),
  generateDelegationLetters: async (world, side) => {
    await letterReadyPerson(world, side);
    return { url: urlFor('generateDelegationLetters', { countryId: world.countries[side].countryId }) };
  },
  readLetters: () => ({ url: urlFor('readLetters') }),
  revokeLetter: async (world) => ({ url: urlFor('revokeLetter', { id: await freshLetterId(world, 'own') }) }),
  readLetterSettings: () => ({ url: urlFor('readLetterSettings') }),
  // A real edit: a save that changes nothing writes nothing.
  saveLetterSettings: () => ({ url: urlFor('saveLetterSettings'), body: { ...LETTER_SETTINGS, venue: `Venue ${unique()}` } }),
  previewLetter: () => ({ url: urlFor('previewLetter'), body: LETTER_SETTINGS }),
  readTransfers: () => ({ url: urlFor('readTransfers') }),
  downloadTransfers: () => ({ url: urlFor('downloadTransfers') }),
  readKitchen: () => ({ url: urlFor('readKitchen') }),
  readHotels: () => ({ url: urlFor('readHotels') }),
  // A real edit: a save that changes nothing writes nothing.
  saveHotels: () => ({ url: urlFor('saveHotels'), body: { hotels: [{ name: `Hotel ${unique()}`, roomTypes: [] }] } }),
  readRooms: () => ({ url: urlFor('readRooms') }),
  // A room to fill: a suggestion with no room free writes nothing.
  suggestRooms: async (world) => {
    await freshRoomId(world);
    return { url: urlFor('suggestRooms') };
  },
  allocateRoom: async (world, side) => {
    const { personId } = await leaderOf(world, world.countries[side].teamId, true);
    return { url: urlFor('allocateRoom', { id: personId }), body: { roomId: await freshRoomId(world) } };
  },
  renameRoom: async (world) => ({ url: urlFor('renameRoom', { id: await freshRoomId(world) }), body: { number: `R${unique()}` } }),
  publishRooms: () => ({ url: urlFor('publishRooms'), body: { published: true } }),
  downloadRoomingList: async (world) => ({ url: urlFor('downloadRoomingList', { hotelId: await freshHotelId(world) }) }),
  readDelegationStay: (world, side) => ({ url: urlFor('readDelegationStay', { countryId: world.countries[side].countryId }) }),
  saveStayDetails: async (world, side) => {
    const { personId } = await leaderOf(world, world.countries[side].teamId, true);
    return {
      url: urlFor('saveStayDetails', { id: personId }),
      body: {
        roomRequest: 'single',
        emergencyContactName: `Contact ${unique()}`,
        emergencyContactRelation: 'Parent',
        emergencyContactPhone: '+359888000111',
      },
    };
  },
  saveHealthDetails: async (world, side) => {
    const { personId } = await leaderOf(world, world.countries[side].teamId, true);
    return { url: urlFor('saveHealthDetails', { id: personId }), body: { consent: true, diet: 'other', dietOther: `Diet ${unique()}` } };
  },
  withdrawHealthConsent: async (world, side) => {
    const { personId } = await leaderOf(world, world.countries[side].teamId, true);
    return { url: urlFor('withdrawHealthConsent', { id: personId }) };
  },
  readGuidedStay: () => ({ url: urlFor('readGuidedStay') }),
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
    url: urlFor('createTeam'),
    body: teamPayload({
      countryId: world.countries.own.countryId,
      leaderId: await freeOrganiserLeader(world, role),
      leaderCreateModel: undefined,
    }),
  }),
  replaceLeader: async (world, role) => ({
    url: urlFor('replaceLeader'),
    body: { teamId: (await world.freshTeam('own')).teamId, isDeputy: true, leaderId: await freeOrganiserLeader(world, role) },
  }),
  editLeader: async (world, role) => {
    const leader = await leaderOf(world, (await world.freshTeam('own')).teamId, true);
    return {
      url: urlFor('editLeader'),
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
    return { url: urlFor('removeLeader', { teamId, leaderId: await asOrganiser(world, (await leaderOf(world, teamId, true)).id, role) }) };
  },
  readPeopleOfCountry: (world, role) => ({ url: urlFor('readPeopleOfCountry', { role, x: world.countries.own.countryId }) }),
  createPerson: (world, role) => ({ url: urlFor('createPerson'), body: guestPayload(world.countries.own.countryId, { roles: [role] }) }),
  updatePerson: async (world, role) => ({
    url: urlFor('updatePerson', { id: await freshOrganiser(world, role) }),
    body: guestPayload(world.countries.own.countryId, { fullName: 'Renamed Guest' }),
  }),
  recordPublicConsent: async (world, role) => ({
    url: urlFor('recordPublicConsent', { id: await freshOrganiser(world, role) }),
    body: { photo: false, name: true },
  }),
  deletePerson: async (world, role) => ({ url: urlFor('deletePerson', { id: await freshOrganiser(world, role) }) }),
  saveVisaDetails: async (world, role) => ({
    url: urlFor('saveVisaDetails', { id: await freshOrganiser(world, role) }),
    body: { needsLetter: false },
  }),
  generateLetter: async (world, role) => ({ url: urlFor('generateLetter', { id: await freshOrganiser(world, role) }) }),
  saveStayDetails: async (world, role) => ({
    url: urlFor('saveStayDetails', { id: await freshOrganiser(world, role) }),
    body: { roomRequest: 'single' },
  }),
  saveHealthDetails: async (world, role) => ({
    url: urlFor('saveHealthDetails', { id: await freshOrganiser(world, role) }),
    body: { consent: true, diet: 'vegan' },
  }),
  withdrawHealthConsent: async (world, role) => ({ url: urlFor('withdrawHealthConsent', { id: await freshOrganiser(world, role) }) }),
};

export type Method = NonNullable<InjectOptions['method']>;
