import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Kitchen, StayPerson } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { people } from '../../src/db/schema.js';
import { insertGuide } from '../fixtures/guides.js';
import { insertGuest } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin } from '../helper.js';

const app = await buildTestApp();
let admin: string;
let country: { countryId: string; teamId: string };

async function personId(fullName: string): Promise<string> {
  const [person] = await app.db.select({ id: people.id }).from(people).where(eq(people.fullName, fullName));
  return person!.id;
}

async function saveHealth(fullName: string, body: object): Promise<StayPerson> {
  const answer = await call(app, 'saveHealthDetails', {
    params: { id: await personId(fullName) },
    token: admin,
    body: { consent: true, ...body },
  });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json<StayPerson>();
}

async function kitchen(): Promise<Kitchen> {
  const answer = await call(app, 'readKitchen', { token: admin });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json<Kitchen>();
}

const NOTHING = { none: 0, vegetarian: 0, vegan: 0, halal: 0, kosher: 0, other: 0, unanswered: 0 };

before(async () => {
  admin = await loginAdmin(app);
  // Leader, deputy and two contestants, each travelling 1–8 June 2025 (the fixture's travel).
  country = await insertTeam(app, { countryName: 'Kitchenland', teamName: 'Kitchenland', contestants: 2 });
  const guest = await insertGuest(app, country.countryId, 'Gus Guest');
  await app.db
    .update(people)
    .set({ timeOfArrival: '2025-06-07 22:00:00', timeOfDeparture: null, departureLocation: null })
    .where(eq(people.id, guest));
  // The organisers' people are not the kitchen's list of delegations.
  await insertGuide(app, { fullName: 'Gail Guide' });
  await saveHealth('Kitchenland Leader', { diet: 'vegan', allergies: 'Peanuts' });
  await saveHealth('Kitchenland Deputy', { diet: 'none' });
  await saveHealth('Kitchenland Contestant A', { diet: 'other', dietOther: 'No pork' });
});

describe('the kitchen', () => {
  it('counts each diet on every day of stay, arrival and departure days included', async () => {
    const { days, withoutTravel } = await kitchen();
    assert.deepEqual(
      days.map((day) => day.date),
      ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08'],
    );
    for (const day of days) {
      assert.deepEqual(day, { date: day.date, total: 4, diets: { ...NOTHING, vegan: 1, none: 1, other: 1, unanswered: 1 } });
    }
    // The guest knows their arrival and not yet their departure.
    assert.equal(withoutTravel, 1);
  });

  it('lists whoever has an allergy or a diet, never a diet of none without an allergy', async () => {
    assert.deepEqual(
      (await kitchen()).people.map(({ fullName, role, countryName, diet, dietOther, allergies }) => [
        fullName,
        role,
        countryName,
        diet,
        dietOther,
        allergies,
      ]),
      [
        ['Kitchenland Contestant A', 'Contestant', 'Kitchenland', 'other', 'No pork', null],
        ['Kitchenland Leader', 'Leader', 'Kitchenland', 'vegan', null, 'Peanuts'],
      ],
    );
  });

  it('counts a withdrawn consent as unanswered', async () => {
    const answer = await call(app, 'withdrawHealthConsent', { params: { id: await personId('Kitchenland Leader') }, token: admin });
    assert.equal(answer.statusCode, 200, answer.body);
    const [first] = (await kitchen()).days;
    assert.deepEqual(first!.diets, { ...NOTHING, none: 1, other: 1, unanswered: 2 });
  });
});
