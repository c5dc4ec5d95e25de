import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CONTESTANT_EXPORT_COLUMNS, MAX_CSV_BYTES, type Team } from '@olympiad/shared/schemas';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count, eq, inArray } from 'drizzle-orm';
import { contestants, teams } from '../../src/db/schema.js';
import { verifyPassword } from '../../src/lib/password.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin, tokenFor, urlFor, routeOf, csvUpload } from '../helper.js';

const app = await buildTestApp({ seedDemo: true });
let admin: string;
before(async () => {
  admin = await loginAdmin(app);
});

const upload = (key: 'importCredentials' | 'importSeatings', file: string | Buffer, token = admin, year = 2025) =>
  call(app, key, { params: { year }, token, ...csvUpload(file) });

type Row = Record<(typeof CONTESTANT_EXPORT_COLUMNS)[number], string>;
async function exported(): Promise<Row[]> {
  const response = await call(app, 'exportContestants', { token: admin });
  assert.equal(response.statusCode, 200, response.body);
  return parse(response.body, { columns: true }) as Row[];
}

const seatOf = async (contestantId: string) => (await app.db.select().from(contestants).where(eq(contestants.id, contestantId)))[0]!;

describe(routeOf('exportContestants'), () => {
  it('downloads every contestant of the demo edition as contestants-2025.csv with the contract columns', async () => {
    const response = await call(app, 'exportContestants', { token: admin });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/csv; charset=utf-8/);
    assert.equal(response.headers['content-disposition'], 'attachment; filename="contestants-2025.csv"');
    assert.ok(response.body.startsWith(`${CONTESTANT_EXPORT_COLUMNS.join(',')}\r\n`), 'a header row, CRLF line ends');
    const rows = await exported();
    const [total] = await app.db.select({ value: count() }).from(contestants);
    assert.equal(rows.length, total!.value);
    assert.ok(rows.length > 100, 'the demo edition has its hundreds of contestants');
    assert.ok(rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.dateOfBirth) && ['Junior', 'Senior'].includes(row.group)));
  });

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    await insertTeam(app, { countryName: '=HYPERLINK("http://evil.example")', teamName: '+Plus Team', contestants: 1 });
    const rows = await exported();
    const row = rows.find((item) => item.team === "'+Plus Team");
    assert.ok(row, 'the team name is exported with a leading apostrophe');
    assert.equal(row.country, `'=HYPERLINK("http://evil.example")`);
    assert.equal(row.fullName, "'+Plus Team Contestant A");
  });
});

describe(routeOf('importSeatings'), () => {
  it('imports the exported file back with day and seat columns added (other columns ignored)', async () => {
    const rows = await exported();
    const edited = stringify(
      rows.map((row, index) => ({ ...row, day: '1', seatingPlace: `Hall A-${index + 1}` })),
      { header: true },
    );
    const response = await upload('importSeatings', edited);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { imported: rows.length });

    // The day-1 seat shows as contestantContestDays.day1.seatingPlace in the team's data.
    const last = rows.at(-1)!;
    const [{ countryId }] = (await app.db
      .select({ countryId: teams.countryId })
      .from(contestants)
      .innerJoin(teams, eq(teams.id, contestants.teamId))
      .where(eq(contestants.id, last.contestantId))) as [{ countryId: string }];
    const countryTeams = (await call(app, 'readCountryTeams', { params: { countryId }, token: admin })).json<Team[]>();
    const seated = countryTeams.flatMap((item) => item.contestants).find((contestant) => contestant.id === last.contestantId);
    assert.equal(seated?.contestantContestDays.day1?.seatingPlace, `Hall A-${rows.length}`);
  });

  it('refuses a file with one bad row whole, naming that row', async () => {
    const rows = (await exported()).slice(0, 4);
    const before = await seatOf(rows[0]!.contestantId);
    const file = stringify(
      [
        ...rows.slice(0, 2).map((row) => ({ contestantId: row.contestantId, day: '2', seatingPlace: `B-${row.contestantId.slice(0, 4)}` })),
        { contestantId: '11111111-1111-4111-8111-111111111111', day: '2', seatingPlace: 'B-999' },
        ...rows.slice(2).map((row) => ({ contestantId: row.contestantId, day: '2', seatingPlace: `C-${row.contestantId.slice(0, 4)}` })),
      ],
      { header: true },
    );
    const response = await upload('importSeatings', file);
    assert.equal(response.statusCode, 400);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
    const problem = response.json();
    assert.equal(problem.detail, 'The file has 1 bad row; nothing was imported.');
    assert.deepEqual(Object.keys(problem.errors), ['row 4']);
    assert.match(problem.errors['row 4'][0], /contestantId/);
    assert.equal((await seatOf(rows[0]!.contestantId)).seatingPlaceDay2, before.seatingPlaceDay2, 'nothing was written');
  });

  it('names every bad row: bad day, formula seat, seat or contestant given twice, missing cells', async () => {
    const [a, b, c] = await exported();
    const file = [
      'contestantId,day,seatingPlace',
      `${a!.contestantId},3,X-1`,
      `${b!.contestantId},1,=1+1`,
      `${c!.contestantId},1,X-2`,
      `${c!.contestantId},1,X-3`,
      `${a!.contestantId},2,X-2`,
      `${b!.contestantId},2,X-2`,
      `${a!.contestantId}`,
    ].join('\r\n');
    const response = await upload('importSeatings', file);
    assert.equal(response.statusCode, 400);
    const { errors } = response.json();
    assert.deepEqual(Object.keys(errors), ['row 2', 'row 3', 'row 5', 'row 7', 'row 8']);
    assert.match(errors['row 2'][0], /^day: /);
    assert.match(errors['row 3'][0], /^seatingPlace: Only letters, digits, spaces, hyphens, dots and slashes/);
    assert.match(errors['row 5'][0], /Already seated for this day in row 4/);
    assert.match(errors['row 7'][0], /seatingPlace: Already given for this day in row 6/);
    assert.ok(errors['row 8'].some((message: string) => message.startsWith('day:')));
  });

  it('refuses seats other than letters, digits, spaces, hyphens, dots and slashes of at most 20 characters', async () => {
    const [a, b, c, d] = await exported();
    const seats = ['<img src=x onerror=alert(1)>', 'Hall A; 12', 'Hall A row 1234567890', 'Hall 2/14.B-3'];
    const file = ['contestantId,day,seatingPlace', ...[a, b, c, d].map((row, index) => `${row!.contestantId},1,${seats[index]}`)].join(
      '\r\n',
    );
    const before = await seatOf(a!.contestantId);
    const response = await upload('importSeatings', file);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json().errors), ['row 2', 'row 3', 'row 4']);
    assert.equal((await seatOf(a!.contestantId)).seatingPlaceDay1, before.seatingPlaceDay1, 'nothing was written');
  });

  it('answers a file of 100,000 bad rows with their count and the first 100 rows, in a few kilobytes', async () => {
    const file = `contestantId,day,seatingPlace\r\n${'x,9,A\r\n'.repeat(100_000)}`;
    const response = await upload('importSeatings', file);
    assert.equal(response.statusCode, 400);
    const { detail, errors } = response.json();
    assert.equal(detail, 'The file has 100000 bad rows; nothing was imported. The first 100 are listed.');
    assert.deepEqual(
      Object.keys(errors),
      Array.from({ length: 100 }, (_, index) => `row ${index + 2}`),
    );
    assert.ok(response.body.length < 32 * 1024, `${response.body.length} bytes`);
  });

  it('refuses files without the columns, without rows, not CSV or not UTF-8', async () => {
    const cases: [string | Buffer, RegExp][] = [
      ['contestantId,seat\r\nx,y', /Missing columns: day, seatingPlace\./],
      ['contestantId,day,seatingPlace\r\n', /no rows/],
      ['contestantId,day,seatingPlace\r\n"unclosed,1,A', /not a valid CSV file/],
      [Buffer.from([0x63, 0x6f, 0xff, 0xfe, 0x0a]), /not UTF-8/],
    ];
    for (const [file, message] of cases) {
      const response = await upload('importSeatings', file);
      assert.equal(response.statusCode, 400, String(file));
      assert.match(response.json().errors.file[0], message);
    }
  });
});

describe(routeOf('importCredentials'), () => {
  it('imports exported rows with username and password columns added, storing only hashes', async () => {
    const rows = (await exported()).slice(0, 8);
    const edited = stringify(
      rows.map((row, index) => ({ ...row, username: `contestant${index + 1}`, password: `pass-word-${index + 1}` })),
      { header: true },
    );
    const response = await upload('importCredentials', edited);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { imported: rows.length });
    const stored = await app.db
      .select()
      .from(contestants)
      .where(
        inArray(
          contestants.id,
          rows.map((row) => row.contestantId),
        ),
      );
    for (const [index, row] of rows.entries()) {
      const contestant = stored.find((item) => item.id === row.contestantId)!;
      assert.equal(contestant.contestUsername, `contestant${index + 1}`);
      assert.match(contestant.contestPassword!, /^scrypt\$/);
      assert.ok(await verifyPassword(`pass-word-${index + 1}`, contestant.contestPassword!));
    }
  });

  it('refuses short passwords, formula usernames and a username given twice, naming the rows', async () => {
    const [a, b, c, d] = await exported();
    const file = [
      'username,password,contestantId',
      `ok-user,long-enough-1,${a!.contestantId}`,
      `@evil,long-enough-2,${b!.contestantId}`,
      `ok-user,long-enough-3,${c!.contestantId}`,
      `other-user,short,${d!.contestantId}`,
    ].join('\n');
    const response = await upload('importCredentials', file);
    assert.equal(response.statusCode, 400);
    const { errors } = response.json();
    assert.deepEqual(Object.keys(errors), ['row 3', 'row 4', 'row 5']);
    assert.match(errors['row 3'][0], /^username: Must not start with/);
    assert.deepEqual(errors['row 4'], ['username: Already given in row 2.']);
    assert.match(errors['row 5'][0], /^password: Password must be at least 8 characters long!/);
  });

  it('refuses a username another contestant already has', async () => {
    const rows = await exported();
    const taken = rows.slice(0, 8).map((row) => row.contestantId);
    const [stranger] = rows.filter((row) => !taken.includes(row.contestantId));
    const file = `contestantId,username,password\r\n${stranger!.contestantId},contestant1,long-enough-1\r\n`;
    const response = await upload('importCredentials', file);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, { 'row 2': ['username: Already used by another contestant.'] });
  });
});

describe('large files', () => {
  it('refuses a 5 MB file with 413 while other requests are answered', async () => {
    const line = `11111111-1111-4111-8111-111111111111,1,${'A'.repeat(60)}\r\n`;
    const big = `contestantId,day,seatingPlace\r\n${line.repeat(Math.ceil((5 * 1024 * 1024) / line.length))}`;
    const [refused, health] = await Promise.all([upload('importSeatings', big), app.inject({ url: urlFor('readReadiness') })]);
    assert.equal(refused.statusCode, 413);
    assert.match(refused.json().detail, /larger than 1 MB/);
    assert.equal(health.statusCode, 200);
  });

  it('cuts off a file just over the limit while reading it', async () => {
    const response = await upload('importSeatings', Buffer.alloc(MAX_CSV_BYTES + 1024, 'a'));
    assert.equal(response.statusCode, 413);
    assert.match(response.json().detail, /larger than 1 MB/);
  });
});

describe('contestant files are for Administrators only', () => {
  it('answers 403 to TeamRegistrators and Guides before reading any file', async () => {
    for (const role of ['TeamRegistrator', 'Guide'] as const) {
      const token = await tokenFor(app, role);
      assert.equal((await call(app, 'exportContestants', { token })).statusCode, 403);
      assert.equal((await upload('importCredentials', 'contestantId,username,password\r\n', token)).statusCode, 403);
      assert.equal((await upload('importSeatings', 'contestantId,day,seatingPlace\r\n', token)).statusCode, 403);
    }
  });

  it('answers 404 for a year without a contest', async () => {
    assert.equal((await upload('importSeatings', 'contestantId,day,seatingPlace\r\n', admin, 2030)).statusCode, 404);
  });
});
