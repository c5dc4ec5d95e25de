import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Contest, PublicTeam, Team } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { images, people } from '../../src/db/schema.js';
import { expiryOf, pictureSigningKey, signedPictureUrl } from '../../src/lib/picture-signature.js';
import { insertGuide } from '../fixtures/guides.js';
import { contestantFields, contestantItem, leaderModel, PICTURE, personFields, teamPayload } from '../fixtures/payloads.js';
import { pictureAddress } from '../harness/picture-address.js';
import { buildTestApp, call, JWT_SECRET, loginAdmin, tokenFor, userIdOf, send, urlFor } from '../helper.js';

// Issue 31: a withdrawn photo consent must withdraw the picture, wherever it was published.
const app = await buildTestApp();
const admin = await loginAdmin(app);

const PUBLIC_ADDRESS = pictureAddress('[0-9a-f]{32}$');
const SIGNED_ADDRESS = pictureAddress('[0-9a-f-]{36}\\?expires=\\d+&signature=[\\w-]{43}$');

let alpha: { countryId: string; registrator: string; team: Team };
let bravoRegistrator: string;
let guide: { token: string; guideId: string };

const createCountry = async (name: string) =>
  (await call(app, 'createCountry', { token: admin, body: { name } })).json<{ id: string }>().id;
const pictured = (fullName: string) => personFields(fullName, { picture: PICTURE });

before(async () => {
  const alphaId = await createCountry('Alphastan');
  const registrator = await tokenFor(app, 'TeamRegistrator', alphaId);
  const created = await call(app, 'createTeam', {
    token: registrator,
    body: teamPayload({
      name: 'Alpha',
      leaderCreateModel: leaderModel('Ivan Petrov', { leaderPerson: pictured('Ivan Petrov') }),
      contestants: ['Ana Lopez', 'Bo Chen'].map((name) => contestantItem(name, { contestantPerson: pictured(name) })),
    }),
  });
  assert.equal(created.statusCode, 201, created.body);
  alpha = { countryId: alphaId, registrator, team: created.json<Team>() };
  bravoRegistrator = await tokenFor(app, 'TeamRegistrator', await createCountry('Bravoland'));
  const guideToken = await tokenFor(app, 'Guide');
  const { guideId } = await insertGuide(app, { fullName: 'Gina Guide', userId: userIdOf(guideToken), teamIds: [alpha.team.id] });
  guide = { token: guideToken, guideId };
});

/** The Alpha team as a visitor's teams list shows it (or as `token`'s). */
const listedTeam = async (token?: string) =>
  (await call(app, 'readTeams', { token })).json<PublicTeam[]>().find((team) => team.id === alpha.team.id)!;
const personId = (fullName: string) =>
  alpha.team.contestants.find((contestant) => contestant.personEditModel.fullName === fullName)!.personId;
/** By their person's id: a name withheld reads "Contestant 2". */
const listedContestant = async (fullName: string, token?: string) =>
  (await listedTeam(token)).contestants.find((contestant) => contestant.personId === personId(fullName))!.personEditModel;
const imageOf = async (fullName: string) => {
  const [row] = await app.db
    .select({ id: images.id, publicKey: images.publicKey, data: images.data })
    .from(people)
    .innerJoin(images, eq(images.id, people.pictureId))
    .where(eq(people.id, personId(fullName)));
  return row!;
};
const recordPhotoConsent = (fullName: string, photo: boolean) =>
  call(app, 'recordPublicConsent', { params: { id: personId(fullName) }, token: alpha.registrator, body: { photo, name: true } });
const readContest = async () => (await call(app, 'readContest', { query: { year: 2025 } })).json<Contest>();
const setContestantsPublic = async (contestantsPublic: boolean) => {
  const { id, year, committees, venueTimeZone, hostCountry, minBirthDate, version, ...body } = await readContest();
  const response = await call(app, 'updateContest', { params: { id }, token: admin, body: { ...body, contestantsPublic } });
  assert.equal(response.statusCode, 200, response.body);
};
/** The `picturePath` given beside `fullName` anywhere in an answer. */
function picturePathOf(answer: unknown, fullName: string): string | null | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const record = answer as Record<string, unknown>;
  if (record.fullName === fullName && 'picturePath' in record) return record.picturePath as string | null;
  for (const value of Object.values(record)) {
    const found = picturePathOf(value, fullName);
    if (found !== undefined) return found;
  }
  return undefined;
}
/** A picture fetched as an `<img>` fetches it: no bearer token, no cookie of the session. */
const fetchPicture = (url: string, token?: string) => send(app, { url, token });

describe('a public picture', () => {
  it('is published at a random address of its own, never at the image’s or the person’s id', async () => {
    const address = (await listedContestant('Ana Lopez')).picturePath!;
    assert.match(address, PUBLIC_ADDRESS);
    const image = await imageOf('Ana Lopez');
    assert.ok(!address.includes(image.id.replaceAll('-', '')) && !address.includes(personId('Ana Lopez').replaceAll('-', '')));
    const served = await fetchPicture(address);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(served.rawPayload, image.data);
    assert.equal((await fetchPicture(urlFor('readPicture', { id: image.id }))).statusCode, 404, 'the image’s id opens nothing');
  });
});

describe('withdrawing and giving photo consent', () => {
  let published: string;
  before(async () => {
    published = (await listedContestant('Ana Lopez')).picturePath!;
  });

  it('turns the address published before into a 404 for everyone, and no public read names the picture', async () => {
    assert.equal((await recordPhotoConsent('Ana Lopez', false)).statusCode, 200);
    for (const token of [undefined, admin, alpha.registrator]) assert.equal((await fetchPicture(published, token)).statusCode, 404);
    assert.equal((await listedContestant('Ana Lopez')).picturePath, null);
    assert.equal((await listedContestant('Ana Lopez', bravoRegistrator)).picturePath, null);
  });

  it('publishes a new address when consent is given again', async () => {
    assert.equal((await recordPhotoConsent('Ana Lopez', true)).statusCode, 200);
    const again = (await listedContestant('Ana Lopez')).picturePath!;
    assert.match(again, PUBLIC_ADDRESS);
    assert.notEqual(again, published);
    assert.equal((await fetchPicture(again)).statusCode, 200);
    assert.equal((await fetchPicture(published)).statusCode, 404);
  });

  it('moves the address of every contestant without a recorded consent when Contest settings switches the default', async () => {
    const bo = (await listedContestant('Bo Chen')).picturePath!;
    const leader = (await listedTeam()).leader!.person.picturePath!;
    await setContestantsPublic(false);
    try {
      assert.equal((await listedContestant('Bo Chen')).picturePath, null);
      assert.equal((await fetchPicture(bo)).statusCode, 404);
      assert.equal((await listedTeam()).leader!.person.picturePath, leader, 'a leader’s default is not the contestants’');
      assert.equal((await fetchPicture(leader)).statusCode, 200);
      assert.match((await listedContestant('Ana Lopez')).picturePath!, PUBLIC_ADDRESS, 'a recorded consent holds');
    } finally {
      await setContestantsPublic(true);
    }
    const shownAgain = (await listedContestant('Bo Chen')).picturePath!;
    assert.notEqual(shownAgain, bo);
    assert.equal((await fetchPicture(shownAgain)).statusCode, 200);
  });

  it('leaves nothing at the address of a picture a new upload replaced', async () => {
    const before = (await listedContestant('Bo Chen')).picturePath!;
    const bo = alpha.team.contestants.find((contestant) => contestant.personEditModel.fullName === 'Bo Chen')!;
    const edited = await call(app, 'editContestant', {
      token: alpha.registrator,
      body: {
        id: bo.id,
        teamId: bo.teamId,
        personId: bo.personId,
        isOffical: true,
        ...contestantFields('Bo Chen'),
        personEditModel: pictured('Bo Chen'),
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await fetchPicture(before)).statusCode, 404);
    assert.equal((await fetchPicture((await listedContestant('Bo Chen')).picturePath!)).statusCode, 200);
  });
});

describe('a picture that is not public', () => {
  before(async () => {
    assert.equal((await recordPhotoConsent('Ana Lopez', false)).statusCode, 200);
  });

  it('is served to those who see the person, each at a signed address of their own: private and never stored', async () => {
    const { data } = await imageOf('Ana Lopez');
    const readers: [url: string, token: string][] = [
      [urlFor('readCountryTeams', { countryId: alpha.countryId }), alpha.registrator],
      [urlFor('readTeams'), alpha.registrator],
      [urlFor('readPeople'), admin],
      [urlFor('readTeamsOfGuide', { guideId: guide.guideId }), guide.token],
      [urlFor('readTeams'), guide.token],
      [urlFor('readGuides'), guide.token],
    ];
    for (const [url, token] of readers) {
      const response = await send(app, { url, token });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      const address = picturePathOf(response.json(), 'Ana Lopez')!;
      assert.match(address, SIGNED_ADDRESS, url);
      const expires = Number(new URL(address, 'http://localhost').searchParams.get('expires')) * 1000;
      assert.ok(expires > Date.now() + 59 * 60 * 1000 && expires <= Date.now() + 2 * 3600 * 1000, `${url}: for 1 to 2 hours`);
      const served = await fetchPicture(address);
      assert.equal(served.statusCode, 200, url);
      assert.equal(served.headers['cache-control'], 'private, no-store', url);
      assert.deepEqual(served.rawPayload, data, url);
    }
  });

  it('is refused to a visitor, to another country’s registrator, and at an expired or tampered address', async () => {
    const { id, publicKey } = await imageOf('Ana Lopez');
    for (const token of [undefined, bravoRegistrator]) {
      assert.equal((await fetchPicture(urlFor('readPicture', { id }), token)).statusCode, 404);
      const list = (await call(app, 'readTeams', { token })).body;
      assert.ok(!list.includes(id) && !list.includes(publicKey), 'no public answer names it, by its id or by its key');
    }
    assert.equal(
      (await call(app, 'readCountryTeams', { params: { countryId: alpha.countryId }, token: bravoRegistrator })).statusCode,
      403,
    );

    const team = await call(app, 'readCountryTeams', { params: { countryId: alpha.countryId }, token: alpha.registrator });
    const signed = new URL(picturePathOf(team.json(), 'Ana Lopez')!, 'http://localhost');
    const expires = Number(signed.searchParams.get('expires'));
    const signature = signed.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      urlFor('readPicture', { id }, { expires, signature: flipped }),
      urlFor('readPicture', { id }, { expires: expires + 3600, signature }),
      urlFor('readPicture', { id: (await imageOf('Bo Chen')).id }, { expires, signature }),
      urlFor('readPicture', { id }, { expires }),
      urlFor('readPicture', { id }, { signature }),
      signedPictureUrl(pictureSigningKey('another-secret-another-secret-another-secret'), id, expires),
    ];
    for (const address of tampered) {
      const refused = await fetchPicture(address, alpha.registrator);
      assert.equal(refused.statusCode, 403, address);
      assert.equal(refused.json().detail, "This picture's address is not valid.");
      assert.equal(refused.headers['cache-control'], 'no-store');
    }
    // Any instance signs with the secret they share: what one signs, every other opens.
    const sharedKey = pictureSigningKey(JWT_SECRET);
    assert.equal((await fetchPicture(signedPictureUrl(sharedKey, id, expiryOf(Date.now())))).statusCode, 200);
    const expired = await fetchPicture(signedPictureUrl(sharedKey, id, Math.floor(Date.now() / 1000) - 1), alpha.registrator);
    assert.equal(expired.statusCode, 403);
    assert.equal(expired.json().detail, "This picture's address has expired: load the page again.");
  });
});
