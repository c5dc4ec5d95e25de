import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_IMAGE_BYTES } from '@olympiad/shared/schemas';
import { buildTestApp, call, IMAGES, loginAdmin, tokenFor, urlFor, routeOf } from '../helper.js';

const app = await buildTestApp();
const token = await loginAdmin(app);
const IMAGE_ERROR = 'The image must be a JPEG, PNG or WebP file of at most 5 MB!';

const create = (body: unknown) => call(app, 'createCountry', { token, body });
const isWebp = (base64: string | null) =>
  Buffer.from(base64 ?? '', 'base64')
    .subarray(8, 12)
    .toString() === 'WEBP';
type Listed = { id: string; name: string; flagImage: string | null; registrationDeadline: string | null };
/** readCountries as a visitor, or as the user of `as`. */
const list = async (as?: string) => (await call(app, 'readCountries', { token: as })).json<Listed[]>();

describe('countries', () => {
  it('creates, lists (sorted by name), edits and deletes a country', async () => {
    const created = await create({ name: 'Chile', flagImage: IMAGES.png.toString('base64') });
    assert.equal(created.statusCode, 201);
    const chile = created.json();
    assert.equal(chile.name, 'Chile');
    assert.ok(isWebp(chile.flagImage), 'the flag is stored re-encoded');

    await create({ name: 'Austria', flagImage: IMAGES.jpeg.toString('base64') });
    const names = (await list()).map((country) => country.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    assert.ok(names.includes('Chile') && names.includes('Austria'));
    assert.deepEqual(Object.keys((await list())[0]!).sort(), ['flagImage', 'id', 'name', 'registrationDeadline', 'version']);

    const edited = await call(app, 'updateCountry', {
      params: { id: chile.id },
      token,
      body: { id: chile.id, name: 'Republic of Chile', flagImage: IMAGES.webp.toString('base64') },
    });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().name, 'Republic of Chile');
    assert.ok(isWebp(edited.json().flagImage));

    const keepFlag = await call(app, 'updateCountry', { params: { id: chile.id }, token, body: { name: 'Chile' } });
    assert.equal(keepFlag.json().flagImage, edited.json().flagImage);

    const deleted = await call(app, 'deleteCountry', { params: { id: chile.id }, token });
    assert.equal(deleted.statusCode, 204);
    assert.ok(!(await list()).some((country) => country.id === chile.id));
    const again = await call(app, 'deleteCountry', { params: { id: chile.id }, token });
    assert.equal(again.statusCode, 404);
  });

  it('answers the list with an ETag, 304 when unchanged, and a new ETag after a write', async () => {
    const first = await app.inject({ url: urlFor('readCountries') });
    const etag = first.headers.etag as string;
    assert.equal((await app.inject({ url: urlFor('readCountries'), headers: { 'if-none-match': etag } })).statusCode, 304);
    await create({ name: 'Bolivia' });
    const after = await app.inject({ url: urlFor('readCountries'), headers: { 'if-none-match': etag } });
    assert.equal(after.statusCode, 200);
    assert.ok(after.json().some((country: { name: string }) => country.name === 'Bolivia'));
  });

  it('creates a country without a flag', async () => {
    const created = await create({ name: 'Peru' });
    assert.equal(created.statusCode, 201);
    assert.equal(created.json().flagImage, null);
  });

  it('answers 400 with field errors for an empty name', async () => {
    const response = await create({ name: '   ' });
    assert.equal(response.statusCode, 400);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
    assert.deepEqual(response.json().errors, { name: ['Please Fill Required Field!'] });
  });

  it('answers 400 for a malformed id', async () => {
    const response = await call(app, 'updateCountry', { params: { id: 123 }, token, body: { name: 'X' } });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors.id);
  });

  it('refuses a GIF, text and a data-URL as flag', async () => {
    for (const flagImage of [
      IMAGES.gif.toString('base64'),
      Buffer.from('just some text').toString('base64'),
      `data:image/png;base64,${IMAGES.png.toString('base64')}`,
    ]) {
      const response = await create({ name: 'Flagland', flagImage });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().errors, { flagImage: [IMAGE_ERROR] });
    }
    assert.ok(!(await list()).some((country) => country.name === 'Flagland'));
  });

  it('refuses a flag over 5 MB', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await create({ name: 'Bigland', flagImage: big.toString('base64') });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, { flagImage: [IMAGE_ERROR] });
  });

  it('refuses a duplicate name with 409', async () => {
    await create({ name: 'Norway' });
    const response = await create({ name: 'norway' });
    assert.equal(response.statusCode, 409);
  });

  it("keeps a country's own registration deadline: given on create, kept when left out, moved, cleared by null", async () => {
    const created = await create({ name: 'Tonga', registrationDeadline: '2025-08-10T18:00:00+03:00' });
    assert.equal(created.statusCode, 201, created.body);
    const tonga = created.json();
    assert.equal(tonga.registrationDeadline, '2025-08-10T15:00:00.000Z');
    const update = (body: object) => call(app, 'updateCountry', { params: { id: tonga.id }, token, body: { name: 'Tonga', ...body } });

    // The specification's body names no deadline: it keeps the stored one.
    const renamed = await update({});
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().registrationDeadline, '2025-08-10T15:00:00.000Z');
    assert.equal(renamed.json().version, tonga.version + 1);

    assert.equal((await update({ registrationDeadline: '2025-08-12T12:00:00Z' })).json().registrationDeadline, '2025-08-12T12:00:00.000Z');
    assert.equal((await list(token)).find((country) => country.id === tonga.id)?.registrationDeadline, '2025-08-12T12:00:00.000Z');
    assert.equal((await update({ registrationDeadline: null })).json().registrationDeadline, null);
    assert.equal((await create({ name: 'Samoa' })).json().registrationDeadline, null);
  });

  it("lists a country's own deadline to its registrator and to Administrators only, and no viewer's answer to another", async () => {
    const tuvalu = (await create({ name: 'Tuvalu', registrationDeadline: '2025-08-15T09:00:00Z' })).json<Listed>();
    await create({ name: 'Kiribati', registrationDeadline: '2025-08-16T09:00:00Z' });
    const deadlines = async (as?: string) => {
      const response = await call(app, 'readCountries', { token: as });
      assert.equal(response.statusCode, 200);
      const given = response.json<Listed[]>().filter((country) => country.registrationDeadline !== null);
      assert.match(String(response.headers.vary), /authorization/, 'the answer depends on who asks');
      return Object.fromEntries(given.map((country) => [country.name, country.registrationDeadline]));
    };
    // The Administrator asks first: what they are given is kept in memory, and must reach nobody else.
    const all = await deadlines(token);
    assert.equal(all.Tuvalu, '2025-08-15T09:00:00.000Z');
    assert.equal(all.Kiribati, '2025-08-16T09:00:00.000Z');
    assert.deepEqual(await deadlines(), {}, 'a visitor');
    assert.deepEqual(await deadlines('not.a.token'), {}, 'a token that does not hold');
    assert.deepEqual(await deadlines(await tokenFor(app, 'Guide')), {}, 'a guide');
    assert.deepEqual(await deadlines(await tokenFor(app, 'TeamRegistrator')), {}, "another country's registrator");
    assert.deepEqual(await deadlines(await tokenFor(app, 'TeamRegistrator', tuvalu.id)), { Tuvalu: '2025-08-15T09:00:00.000Z' });

    // An ETag names one answer: the Administrator's gets a visitor the visitor's list, not a 304.
    const asAdmin = await call(app, 'readCountries', { token });
    const asVisitor = await app.inject({ url: urlFor('readCountries'), headers: { 'if-none-match': asAdmin.headers.etag as string } });
    assert.equal(asVisitor.statusCode, 200);
    assert.notEqual(asVisitor.headers.etag, asAdmin.headers.etag);
    assert.ok(asVisitor.json<Listed[]>().every((country) => country.registrationDeadline === null));
  });

  it('refuses a deadline that is no instant with offset, on its field', async () => {
    for (const registrationDeadline of ['2025-08-10T18:00', 'tomorrow', 17]) {
      const response = await create({ name: 'Nauru', registrationDeadline });
      assert.equal(response.statusCode, 400, String(registrationDeadline));
      assert.ok(response.json().errors.registrationDeadline, String(registrationDeadline));
    }
  });

  it(`answers one country (${routeOf('readCountry')}) to an Administrator and to its own registrator only`, async () => {
    const fiji = (await create({ name: 'Fiji', registrationDeadline: '2025-08-20T09:00:00Z' })).json();
    const read = (as: string) => call(app, 'readCountry', { params: { id: fiji.id }, token: as });
    const asAdmin = await read(token);
    assert.equal(asAdmin.statusCode, 200);
    assert.deepEqual(asAdmin.json(), {
      id: fiji.id,
      name: 'Fiji',
      flagImage: null,
      registrationDeadline: '2025-08-20T09:00:00.000Z',
      version: fiji.version,
    });
    assert.equal((await read(await tokenFor(app, 'TeamRegistrator', fiji.id))).statusCode, 200);
    assert.equal((await read(await tokenFor(app, 'TeamRegistrator'))).statusCode, 403);
    assert.equal((await call(app, 'readCountry', { params: { id: fiji.id } })).statusCode, 401);
    assert.equal((await call(app, 'readCountry', { params: { id: '11111111-1111-4111-8111-111111111111' }, token })).statusCode, 404);
  });

  it('answers 409 when deleting a country in use', async () => {
    const country = (await create({ name: 'Kenya' })).json();
    await call(app, 'registerUser', {
      token,
      body: { email: 'kenya@example.com', name: 'Kenya Registrator', role: 'TeamRegistrator', countryId: country.id },
    });
    const response = await call(app, 'deleteCountry', { params: { id: country.id }, token });
    assert.equal(response.statusCode, 409);
    assert.ok((await list()).some((item) => item.id === country.id));
  });
});
