// `npm run bench:badges`: the name badges of a whole edition. The production server with the demo
// edition, on a free port and its own data directory; when the demo has fewer than 700 people, an
// Administrator adds guests through the real api (each with a 300×380 photo, stored as the server
// stores every upload) until there are 700. Then the badges (exportNameBadges) as that Administrator: everyone
// on A6 (one page a badge) and on A4 (four a page), timed from the request to the PDF's last byte.
// Target: 700 badges in under 10 s. Measures the existing build (`npm run build` first).
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { root, startServer } from './bench-server.mjs';
import { requestOf } from './calls.mjs';

const TARGET_BADGES = 700;
const TARGET_SECONDS = 10;
const adminPassword = 'bench-admin-password';
const dataDir = path.join(root, '.bench', 'badges-data');
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** A port nobody listens on now, so the bench runs beside any other server. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
const { server, ready } = startServer({ port, dataDir, env: { SEED_DEMO: '1', ADMIN_PASSWORD: adminPassword } });

/** Calls the api as the front end does: the XSRF cookie echoed in its header, the bearer token. */
async function api({ method, url }, token, body) {
  const health = await fetch(`${base}${requestOf('readReadiness').url}`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A name of latin letters only (the rule of a person's name): Guest Ab, Guest Ac, … */
const guestName = (index) =>
  `Bench Guest ${String.fromCharCode(65 + (Math.floor(index / 26) % 26))}${String.fromCharCode(97 + (index % 26))}`;

/** A portrait of the stored size, different for each guest (so no two photos are the same bytes). */
const portrait = (index) =>
  sharp({ create: { width: 300, height: 380, channels: 3, background: { r: (index * 37) % 256, g: (index * 91) % 256, b: 140 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** Guests of the demo's countries, through createPerson, until the edition has `missing` more people. */
async function addGuests(token, missing) {
  const countries = await (await api(requestOf('readCountries'))).json();
  for (let index = 0; index < missing; index++) {
    await api(requestOf('createPerson'), token, {
      fullName: guestName(index),
      roles: ['GUEST'],
      countryId: countries[index % countries.length].id,
      tShirtSize: 'M',
      picture: (await portrait(index)).toString('base64'),
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
    });
  }
}

/** One download of the badges, timed to its last byte. */
async function badges(token, layout) {
  const started = performance.now();
  const response = await api(requestOf('exportNameBadges', {}, { layout }), token);
  const firstByte = performance.now() - started;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  const pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  return { seconds, firstByte, bytes: bytes.length, pages };
}

try {
  await ready;
  const { token } = await (await api(requestOf('logIn'), undefined, { email: 'admin@example.com', password: adminPassword })).json();
  const demo = (await badges(token, 'a6')).pages;
  if (demo < TARGET_BADGES) await addGuests(token, TARGET_BADGES - demo);
  console.log(
    `Demo edition: ${demo} people with a badge${demo < TARGET_BADGES ? `; ${TARGET_BADGES - demo} guests with photos added through the api` : ''}.`,
  );

  let passed = true;
  for (const layout of ['a6', 'a4']) {
    const run = await badges(token, layout);
    const people = layout === 'a6' ? run.pages : `${run.pages} pages of four`;
    const ok = run.seconds < TARGET_SECONDS;
    passed &&= ok;
    console.log(
      `${layout.toUpperCase()}: ${people} badges in ${run.seconds.toFixed(2)} s (first byte after ${Math.round(run.firstByte)} ms), ` +
        `${MB(run.bytes)}  ${ok ? 'ok' : `over ${TARGET_SECONDS} s`}`,
    );
  }
  process.exitCode = passed ? 0 : 1;
} finally {
  server.kill('SIGTERM');
}
