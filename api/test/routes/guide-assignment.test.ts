import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { SPEC_EDITION, guideAssignmentSchema, guideSchema, OTHER_LOCATION, teamSummarySchema } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guideTeams, people } from '../../src/db/schema.js';
import { insertTeam } from '../fixtures/teams.js';
import { pictureAddress } from '../harness/picture-address.js';
import { buildTestApp, call, IMAGES, loginAdmin, tokenFor, urlFor, send, routeOf } from '../helper.js';

const app = await buildTestApp();
let admin: string;
let otherRoles: string[];
before(async () => {
  admin = await loginAdmin(app);
  otherRoles = [await tokenFor(app, 'TeamRegistrator'), await tokenFor(app, 'Guide')];
});

const guideBody = (fullName = 'Gina Guide') => ({
  person: { fullName, roles: ['GUIDE'], tShirtSize: 'M', picture: IMAGES.png.toString('base64') },
  phoneNumber: '+359888111222',
  schoolName: 'First School',
  classDesignator: '10B',
});

async function createGuide(fullName?: string, extra: Record<string, unknown> = {}) {
  const response = await call(app, 'createGuide', { token: admin, body: { ...guideBody(fullName), ...extra } });
  assert.equal(response.statusCode, 201, response.body);
  return guideSchema.strict().parse(response.json());
}

const assign = (app: FastifyInstance, guideId: string, teamId: string) =>
  call(app, 'assignGuideTeams', { params: { guideId }, token: admin, body: [{ id: teamId }] });

const teamsWithoutGuide = async () =>
  teamSummarySchema
    .strict()
    .array()
    .parse((await call(app, 'readTeamsWithoutGuide', { token: admin })).json());

describe(routeOf('createGuide'), () => {
  it('creates a person with role GUIDE, locations Other, linked to its user', async () => {
    const user = await call(app, 'registerUser', {
      token: admin,
      body: { email: 'gina@example.com', name: 'Gina', password: 'gina-password-1', role: 'Guide' },
    });
    const guide = await createGuide('Gina Guide', { userId: user.json().id });
    assert.equal(guide.userId, user.json().id);
    assert.deepEqual(guide.person.roles, ['GUIDE']);
    assert.equal(guide.person.country?.name, 'Bulgaria', 'guides are the host country’s students');
    assert.equal(guide.person.arrivalLocation, OTHER_LOCATION);
    assert.equal(guide.person.departureLocation, OTHER_LOCATION);
    assert.match(guide.person.picturePath!, pictureAddress());
    assert.equal(guide.schoolName, 'First School');
    assert.equal(guide.classDesignator, '10B');
    assert.deepEqual(guide.teams, []);
    assert.ok(guide.person.contestId, 'the guide belongs to the current contest');
  });

  it('refuses a second guide for the same user with 409', async () => {
    const user = await call(app, 'registerUser', { token: admin, body: { email: 'twice@example.com', name: 'Twice', role: 'Guide' } });
    await createGuide('First Guide', { userId: user.json().id });
    const second = await call(app, 'createGuide', { token: admin, body: { ...guideBody('Second Guide'), userId: user.json().id } });
    assert.equal(second.statusCode, 409);
    const [orphan] = await app.db.select().from(people).where(eq(people.fullName, 'Second Guide'));
    assert.equal(orphan, undefined, 'the refused guide left no person behind');
  });

  it('validates the person with the shared schema and an unknown user as a field error', async () => {
    const badName = await call(app, 'createGuide', { token: admin, body: guideBody('R2 D2') });
    assert.equal(badName.statusCode, 400);
    assert.ok(badName.json().errors['person.fullName']);
    const unknownUser = await call(app, 'createGuide', {
      token: admin,
      body: { ...guideBody(), userId: '11111111-1111-4111-8111-111111111111' },
    });
    assert.equal(unknownUser.statusCode, 400);
    assert.ok(unknownUser.json().errors.userId);
    const registrator = await call(app, 'registerUser', {
      token: admin,
      body: { email: 'not-a-guide@example.com', name: 'Reg', role: 'TeamRegistrator', countryId: SPEC_EDITION.hostCountry!.id },
    });
    const notGuide = await call(app, 'createGuide', { token: admin, body: { ...guideBody(), userId: registrator.json().id } });
    assert.equal(notGuide.statusCode, 400);
    assert.deepEqual(notGuide.json().errors.userId, ['The user must have the role Guide.']);
  });
});

describe('assigning teams to guides', () => {
  it('assigns a team, hides it from noGuides, refuses a second guide with 409, and removes it', async () => {
    const { teamId } = await insertTeam(app, { countryName: 'Assignland', teamName: 'Assign Team' });
    const first = await createGuide('Ann First');
    const second = await createGuide('Bob Second');
    assert.ok((await teamsWithoutGuide()).some((team) => team.id === teamId));

    const assigned = await assign(app, first.id, teamId);
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(guideAssignmentSchema.parse(assigned.json()), { guideId: first.id, teamIds: [teamId] });
    assert.ok(!(await teamsWithoutGuide()).some((team) => team.id === teamId));

    const again = await assign(app, second.id, teamId);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().detail, 'This team already has a guide.');

    const removed = await call(app, 'removeGuideTeam', { params: { guideId: first.id, teamId }, token: admin });
    assert.equal(removed.statusCode, 200);
    assert.ok((await teamsWithoutGuide()).some((team) => team.id === teamId));
    const removedAgain = await call(app, 'removeGuideTeam', { params: { guideId: first.id, teamId }, token: admin });
    assert.equal(removedAgain.statusCode, 404);
    assert.equal((await assign(app, second.id, teamId)).statusCode, 200);
  });

  it('lets exactly one of two simultaneous assignments of a team win; the other is a 409', async () => {
    const { teamId } = await insertTeam(app, { countryName: 'Raceland', teamName: 'Race Team' });
    const [left, right] = [await createGuide('Left Guide'), await createGuide('Right Guide')];
    const answers = await Promise.all([assign(app, left.id, teamId), assign(app, right.id, teamId)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const rows = await app.db.select().from(guideTeams).where(eq(guideTeams.teamId, teamId));
    assert.equal(rows.length, 1);
  });

  it('answers 404 for an unknown guide or team', async () => {
    const { teamId } = await insertTeam(app, { countryName: 'Lostland', teamName: 'Lost Team' });
    const guide = await createGuide('Lost Guide');
    assert.equal((await assign(app, '11111111-1111-4111-8111-111111111111', teamId)).statusCode, 404);
    assert.equal((await assign(app, guide.id, '11111111-1111-4111-8111-111111111111')).statusCode, 404);
  });
});

describe('guide administration is for Administrators only', () => {
  it('answers 403 to TeamRegistrators and Guides', async () => {
    const { teamId } = await insertTeam(app, { countryName: 'Closedland', teamName: 'Closed Team' });
    const guide = await createGuide('Closed Guide');
    for (const token of otherRoles) {
      const calls = [
        { method: 'POST' as const, url: urlFor('createGuide'), body: guideBody('Not Allowed') },
        { method: 'POST' as const, url: urlFor('assignGuideTeams', { guideId: guide.id }), body: [{ id: teamId }] },
        { method: 'DELETE' as const, url: urlFor('removeGuideTeam', { guideId: guide.id, teamId }) },
        { method: 'GET' as const, url: urlFor('readTeamsWithoutGuide') },
      ];
      for (const request of calls) assert.equal((await send(app, { ...request, token })).statusCode, 403, request.url);
    }
  });
});
