import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { MESSAGES, personSchema, teamSchema, type HistoryPage, type Team } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { people, teams } from '../../src/db/schema.js';
import { ARRIVAL, contestantItem, guestPayload, teamPayload } from '../fixtures/payloads.js';
import { freshCountry } from '../fixtures/registration.js';
import { buildTestApp, call, loginAdmin, routeOf } from '../helper.js';
import { setWindow } from '../policy/world.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);

const JOURNEYS = {
  arrivalCarrier: 'Lufthansa',
  arrivalFlightNumber: 'lh 1234',
  arrivalTerminal: 'Terminal 2',
  departureCarrier: 'BDZ',
  departureFlightNumber: 'ICE578',
  departureTerminal: '',
};
const personRow = async (id: string) => (await app.db.select().from(people).where(eq(people.id, id)))[0]!;
const teamRow = async (id: string) => (await app.db.select().from(teams).where(eq(teams.id, id)))[0]!;

/** Ana travels with the leader; Bo does not (hasPersonForContact). */
let own: { token: string; team: Team };
before(async () => {
  await setWindow(app, 'open');
  const { token } = await freshCountry(app);
  const response = await call(app, 'createTeam', {
    token,
    body: teamPayload({
      ...JOURNEYS,
      contestants: [
        contestantItem('Ana Lopez'),
        contestantItem('Bo Chen', { hasPersonForContact: true, personForContactName: 'Mum Chen', personForContactPhoneNumber: '+4411' }),
      ],
    }),
  });
  assert.equal(response.statusCode, 201, response.body);
  own = { token, team: teamSchema.parse(response.json()) };
});

const arrival = (overrides: object = {}) => ({ teamId: own.team.id, ...ARRIVAL, ...JOURNEYS, ...overrides });
const editArrival = (token: string, body: object) => call(app, 'editTeamArrival', { token, body });

describe(`${routeOf('createTeam')} with flights`, () => {
  it('keeps the numbers in capitals, an empty terminal as none, and gives them to every member', async () => {
    assert.deepEqual(
      [
        own.team.arrivalCarrier,
        own.team.arrivalFlightNumber,
        own.team.arrivalTerminal,
        own.team.departureFlightNumber,
        own.team.departureTerminal,
      ],
      ['Lufthansa', 'LH 1234', 'Terminal 2', 'ICE578', null],
    );
    for (const contestant of own.team.contestants) assert.equal(contestant.personEditModel.arrivalFlightNumber, 'LH 1234');
    assert.equal((await personRow(own.team.leader!.personId)).departureCarrier, 'BDZ');
  });
});

describe(routeOf('editTeamArrival'), () => {
  it('copies the journeys to the members who travel with the team, not to a contestant who does not', async () => {
    const [ana, bo] = own.team.contestants;
    await app.db
      .update(people)
      .set({ arrivalFlightNumber: 'W6 4321', timeOfArrival: '2025-08-28 20:00:00' })
      .where(eq(people.id, bo!.personId));
    const response = await editArrival(own.token, arrival({ arrivalFlightNumber: 'FB 437', arrivalCarrier: 'Bulgaria Air' }));
    assert.equal(response.statusCode, 200, response.body);
    const team = teamSchema.parse(response.json());
    assert.equal(team.arrivalFlightNumber, 'FB 437');
    for (const personId of [team.leader!.personId, ana!.personId]) {
      const row = await personRow(personId);
      assert.deepEqual([row.arrivalCarrier, row.arrivalFlightNumber], ['Bulgaria Air', 'FB 437']);
    }
    const boRow = await personRow(bo!.personId);
    assert.deepEqual([boRow.arrivalFlightNumber, boRow.timeOfArrival], ['W6 4321', '2025-08-28 20:00:00']);
  });

  it('records the change in the history', async () => {
    const response = await editArrival(own.token, arrival({ arrivalFlightNumber: 'FB 439' }));
    assert.equal(response.statusCode, 200, response.body);
    const history = await call(app, 'readHistory', { token: adminToken, query: { teamId: own.team.id, entity: 'team' } });
    const [latest] = history.json<HistoryPage>().entries;
    assert.equal(latest!.call, routeOf('editTeamArrival'));
    const change = latest!.fields.find((field) => field.field === 'arrivalFlightNumber');
    assert.deepEqual([change?.old, change?.new, change?.hidden], ['FB 437', 'FB 439', false]);
  });

  it('answers 400 with the messages for a bad number or a departure before the arrival, and changes nothing', async () => {
    const before = await teamRow(own.team.id);
    const badNumber = await editArrival(own.token, arrival({ arrivalFlightNumber: 'LH-12/34' }));
    assert.equal(badNumber.statusCode, 400);
    assert.match(String(badNumber.headers['content-type']), /problem\+json/);
    assert.deepEqual(badNumber.json().errors.arrivalFlightNumber, [MESSAGES.flightNumber]);
    const backwards = await editArrival(own.token, arrival({ timeOfArrival: '2025-09-02T12:00', timeOfDeparture: '2025-09-02T10:00' }));
    assert.equal(backwards.statusCode, 400);
    assert.deepEqual(backwards.json().errors.timeOfDeparture, [MESSAGES.departureAfterArrival]);
    const tooEarly = await editArrival(own.token, arrival({ timeOfArrival: '2020-01-01T10:00' }));
    assert.equal(tooEarly.statusCode, 400);
    assert.deepEqual(tooEarly.json().errors.timeOfArrival, [MESSAGES.minArrivalDate]);
    assert.deepEqual(await teamRow(own.team.id), before);
  });

  it('lets a registrator edit travel while the edit window is open, an Administrator always', async () => {
    await setWindow(app, 'edit');
    assert.equal((await editArrival(own.token, arrival({ arrivalTerminal: 'T1' }))).statusCode, 200);
    await setWindow(app, 'closed');
    const late = await editArrival(own.token, arrival({ arrivalTerminal: 'T3' }));
    assert.equal(late.statusCode, 409);
    assert.equal((await teamRow(own.team.id)).arrivalTerminal, 'T1');
    const admin = await editArrival(adminToken, arrival({ arrivalTerminal: 'T3' }));
    assert.equal(admin.statusCode, 200, admin.body);
    assert.equal(teamSchema.parse(admin.json()).arrivalTerminal, 'T3');
    await setWindow(app, 'open');
  });
});

describe(`${routeOf('createPerson')} and ${routeOf('updatePerson')} of a guest with flights`, () => {
  it("saves a guest's own journeys, reads them back, and refuses a bad number", async () => {
    const created = await call(app, 'createPerson', { token: own.token, body: guestPayload(undefined, JOURNEYS) });
    assert.equal(created.statusCode, 201, created.body);
    const guest = personSchema.parse(created.json());
    assert.deepEqual([guest.arrivalFlightNumber, guest.departureCarrier], ['LH 1234', 'BDZ']);
    const bad = await call(app, 'updatePerson', {
      token: own.token,
      params: { id: guest.id },
      body: guestPayload(undefined, { ...JOURNEYS, departureFlightNumber: 'ICE 578 !' }),
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors.departureFlightNumber, [MESSAGES.flightNumber]);
    assert.equal((await personRow(guest.id)).departureFlightNumber, 'ICE578');
  });
});
