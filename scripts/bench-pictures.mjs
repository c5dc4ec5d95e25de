// `npm run bench:pictures`: what real-size phone photos cost a visitor of /teams. On a fresh
// database (no demo edition, so only these teams are listed) an Administrator makes two teams of
// five people (leader, deputy, three contestants) and uploads a 4000×3000 phone photo as each
// person's picture through the real api, one call per person as Edit Team does. Then Chromium
// opens /teams, scrolls to the end (pictures load lazily) and sums the bytes it downloaded, by
// kind. "Before" is the same page had each photo been stored and served as uploaded; "after" is
// what is measured with the server's re-encoding (sharp: at most 300×380, WebP).
// Measures the existing build (`npm run build` first); BENCH_PORT changes the port.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { root, startServer } from './bench-server.mjs';
import { pathPrefixOf, requestOf } from './calls.mjs';
import { CHROMIUM } from './chromium.mjs';

const port = Number(process.env.BENCH_PORT ?? 8097);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const dataDir = path.join(root, '.bench', 'pictures-data');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * A phone photo: 4000×3000 (12 megapixels), a smooth scene with sensor noise, JPEG at quality 95,
 * about 4.5 MB — as large as the server's 5 MB upload limit lets a photo be. Deterministic noise,
 * so every run uploads the same bytes.
 */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, (x / width) * 200 + 30 + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, (y / height) * 180 + 40 + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, ((x + y) / (width + height)) * 160 + 60 + noise()));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
const { server, ready } = startServer({ port, dataDir, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });

/** Calls the api as the front end does: the XSRF cookie echoed in its header, the bearer token. */
async function api({ method, url }, token, body) {
  const health = await fetch(`${base}${requestOf('readReadiness').url}`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

// A real 2×2 PNG flag.
const FLAG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
const person = (fullName) => ({ fullName, tShirtSize: 'M' });
const contestant = (fullName, dateOfBirth) => ({
  contestant: { dateOfBirth, operatingSystemName: 'Linux', contestantPerson: person(fullName) },
});

/** A country and its team of five, then the photo as every person's picture (one call each). */
async function teamWithPhotos(token, country, photo) {
  const { id: countryId } = await api(requestOf('createCountry'), token, { name: country, flagImage: FLAG });
  await api(requestOf('createTeam'), token, {
    name: `${country} Juniors`,
    countryId,
    leaderCreateModel: {
      leaderPerson: person(`${country} Leader`),
      leaderEmail: `leader@${country.toLowerCase()}.example.org`,
      leaderPhoneNumber: '+359888000001',
    },
    hasDeputyLeader: true,
    deputyLeaderCreateModel: { leaderPerson: person(`${country} Deputy`), leaderEmail: '', leaderPhoneNumber: '+359888000002' },
    contestants: [
      contestant(`${country} First`, '2011-03-04'),
      contestant(`${country} Second`, '2011-06-23'),
      contestant(`${country} Third`, '2012-01-15'),
    ],
    timeOfArrival: '2025-08-28T10:00',
    arrivalLocation: 'Sofia Airport',
    timeOfDeparture: '2025-09-03T18:00',
    departureLocation: 'Sofia Airport',
  });
  const [team] = await api(requestOf('readCountryTeams', { countryId }), token);
  const picture = photo.toString('base64');
  for (const leader of [team.leader, team.deputyLeader]) {
    await api(requestOf('editLeader'), token, {
      id: leader.id,
      personId: leader.personId,
      isDeputy: leader.isDeputy,
      email: leader.email ?? '',
      phoneNumber: leader.phoneNumber,
      person: { ...person(leader.person.fullName), picture },
    });
  }
  for (const one of team.contestants) {
    await api(requestOf('editContestant'), token, {
      id: one.id,
      teamId: one.teamId,
      personId: one.personId,
      dateOfBirth: one.dateOfBirth,
      operatingSystemName: one.operatingSystemName,
      hasPersonForContact: false,
      personEditModel: { ...person(one.personEditModel.fullName), picture },
    });
  }
  return 2 + team.contestants.length;
}

/** Opens /teams as a visitor, scrolls to the end, and sums the encoded bytes received by kind. */
async function visitTeams(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(`${base}/teams`, { waitUntil: 'networkidle' });
  for (let i = 0; i < 20; i++) {
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  const pictureUrls = pathPrefixOf('readPicture');
  const kinds = {};
  let pictures = 0;
  for (const request of responses) {
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    const pathname = new URL(request.url()).pathname;
    const kind = pathname.startsWith(pictureUrls) ? 'pictures' : request.resourceType();
    if (kind === 'pictures') pictures += 1;
    kinds[kind] = (kinds[kind] ?? 0) + responseBodySize + responseHeadersSize;
  }
  await context.close();
  return { kinds, pictures, total: Object.values(kinds).reduce((sum, bytes) => sum + bytes, 0) };
}

let browser;
try {
  const photo = await phonePhoto();
  await ready;
  const { token } = await api(requestOf('logIn'), undefined, admin);
  let people = 0;
  for (const country of ['Avalon', 'Brigadoon']) people += await teamWithPhotos(token, country, photo);

  browser = await chromium.launch(CHROMIUM);
  const after = await visitTeams(browser);
  const before = after.total - (after.kinds.pictures ?? 0) + after.pictures * photo.length;

  console.log(`Phone photo: 4000×3000 JPEG, ${MB(photo.length)}, uploaded as the picture of ${people} people.`);
  console.log(
    `A visitor's /teams downloaded ${after.pictures} pictures, ${kB((after.kinds.pictures ?? 0) / Math.max(1, after.pictures))} each (headers included):`,
  );
  for (const [kind, bytes] of Object.entries(after.kinds).sort((a, b) => b[1] - a[1]))
    console.log(`  ${kind.padEnd(10)} ${kB(bytes).padStart(12)}`);
  console.log(`/teams, every byte over the wire: before (photos served as uploaded) ${MB(before)}, after ${MB(after.total)}`);
  console.log(`  pictures alone: before ${MB(after.pictures * photo.length)}, after ${kB(after.kinds.pictures ?? 0)}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
