import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_IMAGE_BYTES } from '@olympiad/shared/schemas';
import { buildTestApp, call, IMAGES, loginAdmin } from '../helper.js';

const app = await buildTestApp();
const token = await loginAdmin(app);
const IMAGE_ERROR = 'The image must be a JPEG, PNG or WebP file of at most 5 MB!';

const create = (body: unknown) => call(app, { method: 'POST', url: '/api/Country', token, body });
const isWebp = (base64: string | null) => Buffer.from(base64 ?? '', 'base64').subarray(8, 12).toString() === 'WEBP';
const list = async () => (await call(app, { url: '/api/Country' })).json() as { id: string; name: string; flagImage: string | null }[];

describe('countries', () => {
  it('creates, lists (sorted by name), edits and deletes a country', async () => {
    const created = await create({ name: 'Chile', flagImage: IMAGES.png.toString('base64') });
    assert.equal(created.statusCode, 201);
    const chile = created.json();
    assert.equal(chile.name, 'Chile');
    assert.ok(isWebp(chile.flagImage), 'the flag is stored re-encoded');

    await create({ name: 'Austria', flagImage: IMAGES.jpeg.toString('base64') });
    const names = (await list()).map((country) => country.name);
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)));
    assert.ok(names.includes('Chile') && names.includes('Austria'));
    assert.deepEqual(Object.keys((await list())[0]!).sort(), ['flagImage', 'id', 'name', 'version']);

    const edited = await call(app, {
      method: 'PUT',
      url: `/api/Country/${chile.id}`,
      token,
      body: { id: chile.id, name: 'Republic of Chile', flagImage: IMAGES.webp.toString('base64') },
    });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().name, 'Republic of Chile');
    assert.ok(isWebp(edited.json().flagImage));

    const keepFlag = await call(app, { method: 'PUT', url: `/api/Country/${chile.id}`, token, body: { name: 'Chile' } });
    assert.equal(keepFlag.json().flagImage, edited.json().flagImage);

    const deleted = await call(app, { method: 'DELETE', url: `/api/Country/${chile.id}`, token });
    assert.equal(deleted.statusCode, 204);
    assert.ok(!(await list()).some((country) => country.id === chile.id));
    const again = await call(app, { method: 'DELETE', url: `/api/Country/${chile.id}`, token });
    assert.equal(again.statusCode, 404);
  });

  it('answers the list with an ETag, 304 when unchanged, and a new ETag after a write', async () => {
    const first = await app.inject({ url: '/api/Country' });
    const etag = first.headers.etag as string;
    assert.equal((await app.inject({ url: '/api/Country', headers: { 'if-none-match': etag } })).statusCode, 304);
    await create({ name: 'Bolivia' });
    const after = await app.inject({ url: '/api/Country', headers: { 'if-none-match': etag } });
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
    const response = await call(app, { method: 'PUT', url: '/api/Country/123', token, body: { name: 'X' } });
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

  it('answers 409 when deleting a country in use', async () => {
    const country = (await create({ name: 'Kenya' })).json();
    await call(app, {
      method: 'POST',
      url: '/api/Identity/Register',
      token,
      body: { email: 'kenya@example.com', name: 'Kenya Registrator', role: 'TeamRegistrator', countryId: country.id },
    });
    const response = await call(app, { method: 'DELETE', url: `/api/Country/${country.id}`, token });
    assert.equal(response.statusCode, 409);
    assert.ok((await list()).some((item) => item.id === country.id));
  });
});
