import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ARRIVAL_LOCATIONS, OPERATING_SYSTEMS, PERSON_ROLES, T_SHIRT_SIZES, USER_ROLES } from '@olympiad/shared/schemas';
import { pictureAddress } from '../harness/picture-address.js';
import { allKeys, buildTestApp, call, IMAGES, loginAdmin, send, routeOf, urlFor } from '../helper.js';

const app = await buildTestApp();
const FORBIDDEN_KEYS = [
  'email',
  'phoneNumber',
  'phone',
  'dateOfBirth',
  'password',
  'passwordHash',
  'personForContactName',
  'personForContactPhoneNumber',
];

const getContest = async () => (await call(app, 'readContest', { query: { year: 2025 } })).json();

describe(routeOf('readContest'), () => {
  it('answers the seeded 2025 contest publicly, without personal data', async () => {
    const response = await call(app, 'readContest', { query: { year: 2025 } });
    assert.equal(response.statusCode, 200);
    const contest = response.json();
    assert.equal(contest.year, 2025);
    assert.match(contest.name, /2025/);
    assert.match(contest.rules, /demo/i);
    assert.ok(contest.goldenSponsors.length && contest.silverSponsors.length && contest.bronzeSponsors.length);
    assert.ok(contest.organizers.length && contest.partners.length && contest.patrons.length);
    const deadline = new Date(contest.endOfRegistrationDate).getTime();
    assert.ok(Math.abs(deadline - (Date.now() + 30 * 24 * 3600 * 1000)) < 5 * 60 * 1000);
    const keys = allKeys(contest);
    for (const key of FORBIDDEN_KEYS) assert.ok(!keys.has(key), `public contest contains ${key}`);
  });

  it('answers with an ETag and 304 when it matches, for the contest and the enumerations', async () => {
    for (const url of [urlFor('readContest', {}, { year: 2025 }), urlFor('readEnumerations')]) {
      const first = await app.inject({ url });
      assert.equal(first.headers['cache-control'], 'no-cache');
      const again = await app.inject({ url, headers: { 'if-none-match': `"x", ${first.headers.etag}` } });
      assert.equal(again.statusCode, 304, url);
    }
  });

  it('answers 404 for a year without a contest', async () => {
    assert.equal((await call(app, 'readContest', { query: { year: 2019 } })).statusCode, 404);
  });

  it('serves the seeded sponsor images with a year-long cache', async () => {
    const { goldenSponsors } = await getContest();
    const picture = await send(app, { url: goldenSponsors[0].imageUrl });
    assert.equal(picture.statusCode, 200);
    assert.equal(picture.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(picture.headers['content-type'] as string, /^image\//);
    assert.equal((await call(app, 'readPicture', { params: { id: '11111111-1111-4111-8111-111111111111' } })).statusCode, 404);
  });
});

describe(routeOf('readEnumerations'), () => {
  it("answers shared's enumerations, seeded into the database", async () => {
    const enums = (await call(app, 'readEnumerations')).json();
    assert.deepEqual(enums, {
      tShirtSizesList: T_SHIRT_SIZES,
      operatingSystemNamesList: OPERATING_SYSTEMS,
      arrivalLocationsList: ARRIVAL_LOCATIONS,
      userRolesList: USER_ROLES,
      personRolesList: PERSON_ROLES,
    });
    assert.ok(enums.arrivalLocationsList.includes('Other'));
  });
});

describe(routeOf('updateContest'), () => {
  it('updates the contest and sanitises its HTML', async () => {
    const token = await loginAdmin(app);
    const { id, year, committees, ...contest } = await getContest();
    const response = await call(app, 'updateContest', {
      params: { id },
      token,
      body: {
        ...contest,
        name: 'Renamed Olympiad 2025',
        endOfRegistrationDate: '2025-07-01T12:00:00+03:00',
        rules: '<p onclick="steal()">Rules</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)">',
        environmentDescription: '<h2>Env</h2>',
        goldenSponsors: [{ name: 'New Gold', imageUrl: null, companyUrl: 'https://gold.example' }],
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const updated = await getContest();
    assert.equal(updated.name, 'Renamed Olympiad 2025');
    assert.equal(updated.endOfRegistrationDate, '2025-07-01T09:00:00.000Z');
    assert.doesNotMatch(updated.rules, /script|onclick|onerror|javascript:/i);
    assert.match(updated.rules, /<p>Rules<\/p>/);
    assert.deepEqual(
      updated.goldenSponsors.map((sponsor: { name: string }) => sponsor.name),
      ['New Gold'],
    );
    assert.deepEqual(updated.silverSponsors, contest.silverSponsors);
    assert.equal(year, updated.year);
    assert.deepEqual(updated.committees, committees);
  });

  it('refuses javascript: links with a field error', async () => {
    const token = await loginAdmin(app);
    const { id, year, committees, ...contest } = await getContest();
    const response = await call(app, 'updateContest', {
      params: { id },
      token,
      body: { ...contest, partners: [{ name: 'Evil', companyUrl: 'javascript:alert(1)' }] },
    });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors['partners.0.companyUrl']);
  });

  it("stores an uploaded logo as a picture, served like people's, and writes its address into imageUrl", async () => {
    const token = await loginAdmin(app);
    const { id, year, committees, ...contest } = await getContest();
    const organizers = [
      { name: 'Logo Uploaders', imageUrl: 'https://old.example/logo.png', logo: IMAGES.png.toString('base64') },
      ...contest.organizers,
    ];
    const response = await call(app, 'updateContest', { params: { id }, token, body: { ...contest, organizers } });
    assert.equal(response.statusCode, 200, response.body);
    const [uploaded, ...kept] = (await getContest()).organizers;
    assert.equal(uploaded.name, 'Logo Uploaders');
    assert.match(uploaded.imageUrl, pictureAddress('[0-9a-f]{32}$'));
    assert.ok(!('logo' in uploaded));
    assert.deepEqual(kept, contest.organizers);
    const picture = await send(app, { url: uploaded.imageUrl });
    assert.equal(picture.statusCode, 200);
    assert.equal(picture.headers['content-type'], 'image/webp');
    assert.equal(picture.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(picture.rawPayload.subarray(8, 12).toString('latin1'), 'WEBP');
  });

  it('refuses a logo that is not an image with 400 on its field, changing nothing', async () => {
    const token = await loginAdmin(app);
    const { id, year, committees, ...contest } = await getContest();
    const notAnImage = Buffer.concat([IMAGES.png.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]).toString(
      'base64',
    );
    const response = await call(app, 'updateContest', {
      params: { id },
      token,
      body: { ...contest, name: 'Not saved', patrons: [...contest.patrons, { name: 'Bad Logo', logo: notAnImage }] },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.ok(response.json().errors[`patrons.${contest.patrons.length}.logo`]);
    const after = await getContest();
    assert.equal(after.name, contest.name);
    assert.deepEqual(after.patrons, contest.patrons);
  });

  it('answers 404 for an unknown contest id', async () => {
    const token = await loginAdmin(app);
    const { id, year, committees, ...contest } = await getContest();
    const response = await call(app, 'updateContest', { params: { id: '11111111-1111-4111-8111-111111111111' }, token, body: contest });
    assert.equal(response.statusCode, 404);
  });
});
