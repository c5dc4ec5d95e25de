import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contests, people } from '../../src/db/schema.js';
import type {} from '../../src/plugins/db.js';
import { allKeys, buildTestApp, call, routeOf, urlFor } from '../helper.js';

const app = await buildTestApp();
const [contest] = await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
await app.db.insert(people).values([
  {
    fullName: 'zed Chair',
    roles: ['COMMITTEE'],
    countryId: SPEC_EDITION.hostCountry!.id,
    contestId: contest!.id,
    tShirtSize: 'XL',
    arrivalLocation: 'Sofia Airport',
  },
  {
    fullName: 'Ann Member',
    roles: ['COMMITTEE', 'GUIDE'],
    countryId: SPEC_EDITION.hostCountry!.id,
    contestId: contest!.id,
    tShirtSize: 'S',
  },
  { fullName: 'Gus Guest', roles: ['GUEST'], countryId: SPEC_EDITION.hostCountry!.id, contestId: contest!.id, tShirtSize: 'M' },
]);

describe(routeOf('readPublicCommittee'), () => {
  it('lists the committee people with only public fields, sorted by name', async () => {
    const response = await call(app, 'readPublicCommittee', { query: { contestId: contest!.id } });
    assert.equal(response.statusCode, 200);
    const members = response.json();
    assert.deepEqual(
      members.map((member: { fullName: string }) => member.fullName),
      ['Ann Member', 'zed Chair'],
    );
    assert.deepEqual([...allKeys(members)].sort(), ['country', 'fullName', 'id', 'name', 'picturePath', 'roles']);
    assert.equal(members[0].country.name, 'Bulgaria');
    assert.match(response.headers.etag as string, /^"[^"]+"$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = urlFor('readPublicCommittee', {}, { contestId: contest!.id });
    const first = await app.inject({ url });
    const again = await app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
    assert.equal(again.statusCode, 304);
  });
});
