import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ARRIVAL_LOCATIONS,
  CONTEST_LIST_MESSAGES,
  edition,
  OPERATING_SYSTEMS,
  T_SHIRT_SIZES,
  type AvailableEnums,
  type Contest,
} from '@olympiad/shared/schemas';
import { buildTestApp, call, loginAdmin } from '../helper.js';

// The lists the forms offer, edited through Contest settings' call: the server's checks follow at once.
const app = await buildTestApp();
const token = await loginAdmin(app);

const readContest = async () => (await call(app, 'readContest', { query: { year: 2025 } })).json<Contest>();
const readEnums = async () => (await call(app, 'readEnumerations')).json<AvailableEnums>();
const putContest = async (lists: object) => {
  const { id, year, committees, venueTimeZone, hostCountry, minBirthDate, version, ...rest } = await readContest();
  return call(app, 'updateContest', { params: { id }, token, body: { ...rest, ...lists } });
};
const committeePerson = (travel: object) =>
  call(app, 'createPerson', {
    token,
    body: { fullName: 'Prof_1 Lists', roles: ['COMMITTEE'], countryId: edition().hostCountry!.id, ...travel },
  });

describe('the contest lists edited in Contest settings', () => {
  it('keeps every list as it is when the call does not name it (the specification’s body)', async () => {
    assert.equal((await putContest({})).statusCode, 200);
    const enums = await readEnums();
    assert.deepEqual(enums.arrivalLocationsList, ARRIVAL_LOCATIONS);
    assert.deepEqual(enums.tShirtSizesList, T_SHIRT_SIZES);
    assert.deepEqual(enums.operatingSystemNamesList, OPERATING_SYSTEMS);
  });

  it('offers the new lists, in their order, and the closed-list check follows them', async () => {
    const refusedBefore = await committeePerson({ tShirtSize: 'XXXL' });
    assert.equal(refusedBefore.statusCode, 400);

    const saved = await putContest({
      arrivalLocations: ['Plovdiv Airport', ...ARRIVAL_LOCATIONS],
      tShirtSizes: [...T_SHIRT_SIZES, 'XXXL'],
      operatingSystems: ['Linux', 'Windows', 'macOS', 'ChromeOS'],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const enums = await readEnums();
    assert.deepEqual(enums.arrivalLocationsList, ['Plovdiv Airport', ...ARRIVAL_LOCATIONS]);
    assert.deepEqual(enums.tShirtSizesList, [...T_SHIRT_SIZES, 'XXXL']);
    assert.deepEqual(enums.operatingSystemNamesList, ['Linux', 'Windows', 'macOS', 'ChromeOS']);

    const accepted = await committeePerson({ tShirtSize: 'XXXL', arrivalLocation: 'Plovdiv Airport' });
    assert.equal(accepted.statusCode, 201, accepted.body);
  });

  it('refuses to remove an entry someone uses, says how often, and changes nothing', async () => {
    const before = await readEnums();
    const contestBefore = await readContest();
    const refused = await putContest({
      name: 'Renamed while refused',
      arrivalLocations: ARRIVAL_LOCATIONS,
      tShirtSizes: T_SHIRT_SIZES,
    });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, {
      arrivalLocations: [CONTEST_LIST_MESSAGES.inUse('arrivalLocations', 'Plovdiv Airport', 1)],
      tShirtSizes: ['"XXXL" cannot be removed: 1 person uses it.'],
    });
    assert.deepEqual(await readEnums(), before);
    assert.equal((await readContest()).name, contestBefore.name);
  });

  it('refuses a repeated entry, an empty list and a location list without "Other"', async () => {
    const refused = await putContest({
      arrivalLocations: ['Sofia Airport'],
      tShirtSizes: [],
      operatingSystems: ['Linux', ' linux '],
    });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, {
      arrivalLocations: [CONTEST_LIST_MESSAGES.keeps('Other')],
      tShirtSizes: [CONTEST_LIST_MESSAGES.empty],
      'operatingSystems.1': [CONTEST_LIST_MESSAGES.repeated],
    });
  });

  it('removes an entry nobody uses', async () => {
    const saved = await putContest({ operatingSystems: ['Linux', 'Windows', 'macOS'] });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual((await readEnums()).operatingSystemNamesList, ['Linux', 'Windows', 'macOS']);
  });
});
