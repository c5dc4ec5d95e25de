import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { CONTRACT, CONTRACT_KEYS } from '@olympiad/shared/contract';
import { HISTORY_PAGE_SIZE, type HistoryEntry, type HistoryPage } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { guides } from '../../src/db/schema.js';
import { insertGuide } from '../fixtures/guides.js';
import { EXAMPLES } from '../policy/examples.js';
import { buildWorld } from '../policy/world.js';
import { ARRIVAL, PICTURE, guestPayload, teamPayload } from '../fixtures/payloads.js';
import { endTheEdition } from '../fixtures/edition-over.js';
import { freshCountry } from '../fixtures/registration.js';
import { buildTestApp, call, loginAdmin, tokenFor, userIdOf, send, routeOf, csvUpload } from '../helper.js';

const app = await buildTestApp();
const admin = await loginAdmin(app);
const adminId = userIdOf(admin);

const lastChangeId = async () =>
  Number((await app.db.execute<{ id: string | null }>(sql`SELECT max(id) AS id FROM changes`)).rows[0]!.id ?? 0);

interface StoredChange {
  user_id: string | null;
  user_email: string | null;
  call: string;
  entity: string;
  entity_id: string | null;
  country_id: string | null;
  team_id: string | null;
  operation: string;
  fields: Record<string, unknown>;
}

const changesSince = async (id: number) =>
  (await app.db.execute<StoredChange & Record<string, unknown>>(sql`SELECT * FROM changes WHERE id > ${id} ORDER BY id`)).rows;

const history = async (query: Record<string, string | number>, token = admin) => {
  const response = await call(app, 'readHistory', { query, token });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<HistoryPage>();
};

const fieldsOf = (entry: HistoryEntry) => Object.fromEntries(entry.fields.map(({ field, ...change }) => [field, change]));

/** What the history says of a plain value's field (a name, a size, a flag). */
const PLAIN = { hidden: false, kind: 'value', refersTo: null, oldName: null, newName: null } as const;

/** A few random latin letters: team names allow nothing else. */
const letters = () => [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A team made through the api by a country's registrator: its id, country and the registrator's token. */
async function registeredTeam() {
  const { countryId, token } = await freshCountry(app);
  const response = await call(app, 'createTeam', { token, body: teamPayload({ name: `Team ${letters()}` }) });
  assert.equal(response.statusCode, 201, response.body);
  const [team] = (await call(app, 'readCountryTeams', { params: { countryId }, token })).json<
    Array<{ id: string; version: number; contestants: Array<{ id: string; personId: string }> }>
  >();
  return { countryId, token, team: team! };
}

describe('change history: recorded with every write', () => {
  it('every write call of the contract, made by an Administrator, records its changes with the caller and the call', async () => {
    const world = await buildWorld(app);
    // The erasure of personal data comes last (below): made for real, it empties what the others wrote.
    // A public call is made by no one signed in (setPassword names its user: password-links.test.ts);
    // resendInvitation, retryMessage and sendReminders write only e-mail to send (and a link),
    // which Messages lists; the invitation letters generated and revoked are their own record
    // (Letters lists them) and a preview keeps nothing.
    const writes = CONTRACT_KEYS.filter(
      (key) =>
        CONTRACT[key].method !== 'GET' &&
        CONTRACT[key].policy.access !== 'public' &&
        ![
          'logOut',
          'erasePersonalData',
          'resendInvitation',
          'retryMessage',
          'sendReminders',
          'generateLetter',
          'generateDelegationLetters',
          'revokeLetter',
          'previewLetter',
        ].includes(key),
    );
    const silent: string[] = [];
    for (const key of writes) {
      const example = await EXAMPLES[key](world, 'own');
      const before = await lastChangeId();
      const response = await send(app, {
        method: CONTRACT[key].method,
        url: example.url,
        token: world.tokens.Administrator,
        body: example.body,
      });
      const rows = await changesSince(before);
      if (response.statusCode >= 300) {
        assert.equal(rows.length, 0, `${key} failed (${response.statusCode}) and left history`);
        continue;
      }
      if (!rows.length) silent.push(key);
      for (const row of rows) {
        assert.equal(row.user_id, userIdOf(world.tokens.Administrator), key);
        assert.equal(row.user_email, 'admin@example.com', key);
        assert.equal(row.call, `${CONTRACT[key].method} ${CONTRACT[key].path}`, key);
      }
    }
    assert.deepEqual(silent, [], 'successful writes that recorded no change');

    // Its example is the dry run, which keeps nothing, its entry included: the real one, once the edition is over.
    const putDatesBack = await endTheEdition(app);
    const before = await lastChangeId();
    const erasure = await send(app, {
      method: 'POST',
      url: CONTRACT.erasePersonalData.path,
      token: world.tokens.Administrator,
      body: { dryRun: false },
    });
    assert.equal(erasure.statusCode, 200, erasure.body);
    const rows = await changesSince(before);
    assert.deepEqual(
      rows.map((row) => [row.entity, row.user_id, row.user_email, row.call]),
      [['personalData', userIdOf(world.tokens.Administrator), 'admin@example.com', routeOf('erasePersonalData')]],
    );
    await putDatesBack();
  });

  it('a team, its leader and contestant, with the registrator, the call and the new values', async () => {
    const before = await lastChangeId();
    const { countryId, token, team } = await registeredTeam();
    const rows = (await changesSince(before)).filter((row) => row.call === routeOf('createTeam'));
    assert.deepEqual([...new Set(rows.map((row) => row.entity))].sort(), ['contestant', 'leader', 'person', 'team']);
    for (const row of rows) {
      assert.equal(row.user_id, userIdOf(token));
      assert.equal(row.country_id, countryId);
      assert.equal(row.operation, 'create');
    }
    const teamRow = rows.find((row) => row.entity === 'team')!;
    assert.equal(teamRow.team_id, team.id);
    assert.deepEqual((teamRow.fields as Record<string, unknown>).is_online, { old: null, new: false });
    const contestantRow = rows.find((row) => row.entity === 'contestant')!;
    assert.deepEqual((contestantRow.fields as Record<string, unknown>).date_of_birth, { old: null, new: '2011-05-05' });
    assert.equal(contestantRow.team_id, team.id);
    // The contestant's person is the team's too, found through the contestant.
    assert.ok(
      rows.filter((row) => row.entity === 'person').every((row) => row.team_id === team.id),
      'people of the team',
    );
  });

  it("edits show each changed field's old and new value, and only those", async () => {
    const { countryId, token, team } = await registeredTeam();
    const renamed = await call(app, 'editTeamBasics', {
      token,
      body: { id: team.id, name: 'Renamed Team', teamGroup: 'junior', isOfficial: true },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const [entry] = (await history({ teamId: team.id, entity: 'team' })).entries;
    assert.equal(entry!.operation, 'update');
    assert.equal(entry!.call, routeOf('editTeamBasics'));
    assert.equal(entry!.countryId, countryId);
    assert.equal(entry!.label, 'Renamed Team');
    assert.equal(entry!.teamName, 'Renamed Team');
    assert.deepEqual(entry!.fields, [{ field: 'name', old: entry!.fields[0]!.old, new: 'Renamed Team', ...PLAIN }]);
    assert.match(String(entry!.fields[0]!.old), /^Team [a-z]{6}$/);
    assert.equal(entry!.userEmail?.startsWith('teamregistrator-'), true);
    assert.equal(entry!.userName, 'TeamRegistrator');
  });

  it('a guest, a country and the contest, each with its diff', async () => {
    const { countryId, token } = await freshCountry(app);
    const created = await call(app, 'createPerson', { token, body: guestPayload(countryId, { fullName: 'Gina Guest' }) });
    assert.equal(created.statusCode, 201, created.body);
    const guestId = created.json<{ id: string }>().id;
    const updated = await call(app, 'updatePerson', {
      params: { id: guestId },
      token,
      body: guestPayload(countryId, { fullName: 'Gina Guest', tShirtSize: 'L' }),
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const [edit, create] = (await history({ countryId, entity: 'person' })).entries;
    assert.equal(create!.operation, 'create');
    assert.deepEqual(fieldsOf(create!).fullName, { old: null, new: 'Gina Guest', ...PLAIN });
    assert.deepEqual(edit!.fields, [{ field: 'tShirtSize', old: 'S', new: 'L', ...PLAIN }]);

    const country = await call(app, 'updateCountry', { params: { id: countryId }, token: admin, body: { name: 'Newland' } });
    assert.equal(country.statusCode, 200, country.body);
    const [countryEntry] = (await history({ countryId, entity: 'country' })).entries;
    assert.equal(countryEntry!.userId, adminId);
    assert.equal(countryEntry!.label, 'Newland');
    assert.equal(fieldsOf(countryEntry!).name!.new, 'Newland');

    const contest = (await call(app, 'readContest', { query: { year: 2025 } })).json<Record<string, unknown> & { id: string }>();
    const before = await lastChangeId();
    const saved = await call(app, 'updateContest', {
      params: { id: contest.id },
      token: admin,
      body: { ...contest, name: 'A Renamed Olympiad' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    // Only the name changed: the seeded companies, sent back as they were, are left alone.
    const rows = await changesSince(before);
    assert.deepEqual(
      rows.map((row) => [row.entity, Object.keys(row.fields)]),
      [['contest', ['name']]],
    );
    const contestEntries = (await history({ entity: 'contest' })).entries;
    assert.deepEqual(contestEntries[0]!.fields, [{ field: 'name', old: contest.name, new: 'A Renamed Olympiad', ...PLAIN }]);
  });

  it('passwords, contest credentials and pictures read "changed", never their content', async () => {
    const before = await lastChangeId();
    const registered = await call(app, 'registerUser', {
      token: admin,
      body: { email: 'secret-keeper@example.com', name: 'Keeper', password: 'a-secret-password', role: 'Guide', countryId: null },
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const userId = registered.json<{ id: string }>().id;
    assert.equal((await call(app, 'resetPassword', { params: { id: userId }, token: admin })).statusCode, 200);
    const { countryId, token, team } = await registeredTeam();
    const person = team.contestants[0]!;
    const withPhoto = await call(app, 'createPerson', {
      token,
      body: guestPayload(countryId, { fullName: 'Pia Photo', picture: PICTURE }),
    });
    assert.equal(withPhoto.statusCode, 201, withPhoto.body);
    const file = `contestantId,username,password\r\n${person.id},contest-user-1,contest-pass-1\r\n`;
    const imported = await call(app, 'importCredentials', { params: { year: 2025 }, token: admin, ...csvUpload(file) });
    assert.equal(imported.statusCode, 200, imported.body);

    const rows = await changesSince(before);
    const stored = JSON.stringify(rows);
    for (const secret of ['a-secret-password', 'scrypt', 'contest-user-1', 'contest-pass-1', PICTURE.slice(0, 40)]) {
      assert.ok(!stored.includes(secret), `the history holds ${secret}`);
    }
    const userRows = rows.filter((row) => row.entity === 'user' && row.entity_id === userId);
    assert.deepEqual(
      userRows.map((row) => row.fields.password_hash),
      ['changed', 'changed'],
      JSON.stringify(userRows),
    );
    const credentials = rows.find((row) => row.call === routeOf('importCredentials'))!;
    assert.deepEqual(credentials.fields, { contest_password: 'changed', contest_username: 'changed' });
    const photo = rows.find(
      (row) => row.entity === 'person' && (row.fields.full_name as { new: string } | undefined)?.new === 'Pia Photo',
    )!;
    assert.equal(photo.fields.picture_id, 'changed');
    const [answered] = (await history({ entity: 'contestant', teamId: team.id })).entries;
    assert.deepEqual(fieldsOf(answered!).contestPassword, { ...PLAIN, old: null, new: null, hidden: true });
    const photoEntry = (await history({ entity: 'person', countryId })).entries.find((entry) => entry.label === 'Pia Photo')!;
    assert.deepEqual(fieldsOf(photoEntry).pictureId, { ...PLAIN, old: null, new: null, hidden: true, kind: 'reference' });
  });

  it('a refused or failed write leaves no history: 412, 409, 400, and one rolled back after writing', async () => {
    const { countryId, token, team } = await registeredTeam();
    const before = await lastChangeId();
    const stale = await call(app, 'editTeamBasics', {
      token,
      headers: { 'if-match': `"${team.version + 7}"` },
      body: { id: team.id, name: 'Never Stored', teamGroup: 'junior', isOfficial: true },
    });
    assert.equal(stale.statusCode, 412, stale.body);
    const second = await call(app, 'createTeam', { token, body: teamPayload({ name: 'Second Team' }) });
    assert.equal(second.statusCode, 409, second.body);
    const bad = await call(app, 'createPerson', {
      token,
      body: guestPayload(countryId, { picture: Buffer.from('<html>').toString('base64') }),
    });
    assert.equal(bad.statusCode, 400, bad.body);
    // The contest's own row and its companies are written before its committees name a person
    // nobody knows: the 400 rolls all of it back, and its history with it.
    const contest = (await call(app, 'readContest', { query: { year: 2025 } })).json<Record<string, unknown> & { id: string }>();
    const committees = [{ name: 'Jury', members: [{ personId: '11111111-1111-1111-1111-111111111111', role: 'Member' }] }];
    const midway = await call(app, 'updateContest', {
      params: { id: contest.id },
      token: admin,
      body: { ...contest, name: 'Never Renamed', committees },
    });
    assert.equal(midway.statusCode, 400, midway.body);
    assert.match(midway.body, /A committee member is not a known person/);
    assert.deepEqual(await changesSince(before), []);
  });
});

describe('change history: readable', () => {
  it('a save of the contest settings records only what changed: nothing when nothing did, then each company moved, edited, removed or added', async () => {
    type Company = { name: string; imageUrl: string | null; companyUrl: string | null; additionalInformation: string | null };
    const contest = (await call(app, 'readContest', { query: { year: 2025 } })).json<
      Record<string, unknown> & { id: string; organizers: Company[]; partners: Company[]; bronzeSponsors: Company[] }
    >();
    const save = async (body: Record<string, unknown>) => {
      const before = await lastChangeId();
      const saved = await call(app, 'updateContest', { params: { id: contest.id }, token: admin, body });
      assert.equal(saved.statusCode, 200, saved.body);
      return changesSince(before);
    };
    // The seeded companies, sent back as read (the settings' first Save): not one entry.
    assert.deepEqual(await save(contest), []);

    const [first, second] = contest.organizers;
    const [partner] = contest.partners;
    const added: Company = { name: 'Demo New Bank', imageUrl: null, companyUrl: 'https://example.org/bank', additionalInformation: null };
    const rows = await save({
      ...contest,
      organizers: [second, first],
      partners: [{ ...partner, name: 'Demo Renamed University' }],
      patrons: [],
      bronzeSponsors: [...contest.bronzeSponsors, added],
    });
    assert.deepEqual(
      rows.map((row) => [row.entity, row.operation, Object.keys(row.fields).sort()]),
      [
        // Moved after the other organizer: its place only.
        ['company', 'update', ['position']],
        ['company', 'update', ['name']],
        ['company', 'delete', ['additional_information', 'company_url', 'contest_id', 'image_url', 'kind', 'name', 'position']],
        ['company', 'create', ['company_url', 'contest_id', 'kind', 'name', 'position', 'sponsor_level']],
      ],
    );
    const read = (await call(app, 'readContest', { query: { year: 2025 } })).json<typeof contest & { patrons: Company[] }>();
    assert.deepEqual(
      read.organizers.map((company) => company.name),
      [second!.name, first!.name],
    );
    assert.deepEqual(
      read.partners.map((company) => company.name),
      ['Demo Renamed University'],
    );
    assert.deepEqual(read.patrons, []);
    assert.deepEqual(read.bronzeSponsors.at(-1), added);
    // Saved again as it now is: nothing more.
    assert.deepEqual(await save(read), []);
  });

  it('says what each value is: an instant, a time at the venue, a day', async () => {
    const { countryId, token, team } = await registeredTeam();
    const deadline = '2026-11-29T23:59:00+02:00';
    const country = await call(app, 'updateCountry', {
      params: { id: countryId },
      token: admin,
      body: { name: `Land ${letters()}`, registrationDeadline: deadline },
    });
    assert.equal(country.statusCode, 200, country.body);
    const [countryEntry] = (await history({ countryId, entity: 'country' })).entries;
    const stored = fieldsOf(countryEntry!).registrationDeadline!;
    assert.equal(stored.kind, 'instant');
    assert.equal(Date.parse(String(stored.new)), Date.parse(deadline));

    const moved = await call(app, 'editTeamArrival', { token, body: { teamId: team.id, ...ARRIVAL, timeOfArrival: '2025-08-29T09:15' } });
    assert.equal(moved.statusCode, 200, moved.body);
    const [arrival] = (await history({ teamId: team.id, entity: 'team' })).entries;
    assert.deepEqual(fieldsOf(arrival!).timeOfArrival, {
      ...PLAIN,
      old: '2025-08-28T14:30:00',
      new: '2025-08-29T09:15:00',
      kind: 'wallClock',
    });
    const [contestant] = (await history({ teamId: team.id, entity: 'contestant' })).entries;
    assert.equal(fieldsOf(contestant!).dateOfBirth!.kind, 'date');
  });

  it("names the records a change points at: a team's guide and team, a person's country; a deleted one as last recorded, else not at all", async () => {
    const { countryId, team } = await registeredTeam();
    const countryName = (await call(app, 'readCountry', { params: { id: countryId }, token: admin })).json<{ name: string }>().name;
    const created = await call(app, 'createGuide', { token: admin, body: { person: { fullName: 'Gabi Guide', roles: ['GUIDE'] } } });
    assert.equal(created.statusCode, 201, created.body);
    const guideId = created.json<{ id: string }>().id;
    const assigned = await call(app, 'assignGuideTeams', { params: { guideId }, token: admin, body: [{ id: team.id }] });
    assert.ok(assigned.statusCode < 300, assigned.body);
    const renamed = await call(app, 'editTeamBasics', {
      token: admin,
      body: { id: team.id, name: 'Team Renamed Later', teamGroup: 'junior', isOfficial: true },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);

    const guideEntry = async () => (await history({ teamId: team.id, entity: 'guideTeam' })).entries[0]!;
    const fields = fieldsOf(await guideEntry());
    assert.deepEqual(fields.guideId, { ...PLAIN, old: null, new: guideId, kind: 'reference', refersTo: 'guide', newName: 'Gabi Guide' });
    // The team as it is called now.
    assert.deepEqual(fields.teamId, {
      ...PLAIN,
      old: null,
      new: team.id,
      kind: 'reference',
      refersTo: 'team',
      newName: 'Team Renamed Later',
    });
    const [person] = (await history({ teamId: team.id, entity: 'person' })).entries;
    assert.equal(fieldsOf(person!).countryId!.newName, countryName);
    assert.equal(fieldsOf(person!).contestId!.refersTo, 'contest');

    // Gone, with no change of its own recorded: named as the history last knew it.
    await app.db.delete(guides).where(eq(guides.id, guideId));
    assert.equal(fieldsOf(await guideEntry()).guideId!.newName, 'Gabi Guide');

    // One the history never named (made outside any call), assigned, then gone: unnamed.
    const other = await registeredTeam();
    const { guideId: unnamedId } = await insertGuide(app, { fullName: 'Never Recorded' });
    assert.ok(
      (await call(app, 'assignGuideTeams', { params: { guideId: unnamedId }, token: admin, body: [{ id: other.team.id }] })).statusCode <
        300,
    );
    await app.db.delete(guides).where(eq(guides.id, unnamedId));
    const [unnamed] = (await history({ teamId: other.team.id, entity: 'guideTeam' })).entries;
    assert.deepEqual(fieldsOf(unnamed!).guideId, { ...PLAIN, old: null, new: unnamedId, kind: 'reference', refersTo: 'guide' });
  });
});

describe('change history: who sees what', () => {
  it("an Administrator sees every country's; a registrator only their own, even when asking for another", async () => {
    const first = await registeredTeam();
    const second = await registeredTeam();
    const all = await history({});
    const countriesSeen = new Set(all.entries.map((entry) => entry.countryId));
    assert.ok(countriesSeen.has(first.countryId) && countriesSeen.has(second.countryId), 'both countries');

    const own = await history({}, first.token);
    assert.ok(own.entries.length > 0, 'some of their own');
    assert.ok(
      own.entries.every((entry) => entry.countryId === first.countryId),
      'only their own',
    );
    const ownByTeam = await history({ teamId: second.team.id }, first.token);
    assert.equal(ownByTeam.total, 0);
    const refused = await call(app, 'readHistory', { query: { countryId: second.countryId }, token: first.token });
    assert.equal(refused.statusCode, 403);
  });

  it('a guide is refused with 403 and a visitor with 401', async () => {
    assert.equal((await call(app, 'readHistory', { token: await tokenFor(app, 'Guide') })).statusCode, 403);
    assert.equal((await call(app, 'readHistory')).statusCode, 401);
  });
});

describe('change history: paging and filters', () => {
  it('pages of 50, newest first, with the total; filters by user, entity, team and date', async () => {
    const { countryId, token, team } = await registeredTeam();
    for (let index = 0; index < HISTORY_PAGE_SIZE + 5; index += 1) {
      const response = await call(app, 'editTeamArrival', {
        token,
        body: { teamId: team.id, ...ARRIVAL, arrivalLocation: index % 2 ? 'Sofia Airport' : 'Other' },
      });
      assert.equal(response.statusCode, 200, response.body);
    }
    const first = await history({ teamId: team.id, entity: 'team' });
    assert.equal(first.entries.length, HISTORY_PAGE_SIZE);
    assert.equal(first.pageSize, HISTORY_PAGE_SIZE);
    const ids = first.entries.map((entry) => entry.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const second = await history({ teamId: team.id, entity: 'team', page: 2 });
    assert.equal(second.page, 2);
    assert.equal(second.total, first.total);
    assert.equal(second.entries.length, first.total - HISTORY_PAGE_SIZE);
    assert.ok(second.entries[0]!.id < ids.at(-1)!, 'page 2 is older');
    const beyond = await history({ teamId: team.id, entity: 'team', page: 9 });
    assert.deepEqual([beyond.entries.length, beyond.total], [0, first.total]);

    const byUser = await history({ userId: userIdOf(token) });
    assert.ok(
      byUser.total > 0 && byUser.entries.every((entry) => entry.userId === userIdOf(token) && entry.countryId === countryId),
      'by user',
    );
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    assert.equal((await history({ teamId: team.id, from: yesterday, to: yesterday })).total, 0);
    assert.ok((await history({ teamId: team.id, from: yesterday })).total >= first.total, 'from a day before');
    const people = await history({ teamId: team.id, entity: 'person' });
    assert.ok(
      people.total > 0 && people.entries.every((entry) => entry.entity === 'person' && entry.teamId === team.id),
      'people of the team',
    );
  });

  it('bad values answer 400 problem details naming the parameter', async () => {
    for (const [query, field] of [
      [{ page: 0 }, 'page'],
      [{ page: 'last' }, 'page'],
      [{ page: 100_001 }, 'page'],
      [{ entity: 'password' }, 'entity'],
      [{ countryId: 'bulgaria' }, 'countryId'],
      [{ userId: '1' }, 'userId'],
      [{ from: '2025-02-30' }, 'from'],
      [{ to: 'today' }, 'to'],
    ] as const) {
      const response = await call(app, 'readHistory', { query, token: admin });
      assert.equal(response.statusCode, 400, `${JSON.stringify(query)}: ${response.body}`);
      assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
      assert.ok(response.json<{ errors: Record<string, string[]> }>().errors[field]?.length, `${JSON.stringify(query)} names ${field}`);
    }
  });
});
