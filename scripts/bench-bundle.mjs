// `npm run bench:bundle`: builds the product (timed), serves it with the demo edition, and loads
// pages in Debian's Chromium as each role, printing the JavaScript each page downloads (raw and
// gzip, per file), the image bytes and the largest contentful paint.
// `--no-build` measures the existing build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startServer } from './bench-server.mjs';
import { CHROMIUM } from './chromium.mjs';

const port = Number(process.env.BENCH_PORT ?? 8095);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const dataDir = path.join(root, '.bench', 'data');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`\nBuild time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// Imported once built: the calls' paths come from shared's compiled contract.
const { requestOf } = await import('./calls.mjs');

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
const { server, ready } = startServer({ port, dataDir, env: { SEED_DEMO: '1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });

/** A write to the api as a browser makes it: the XSRF cookie echoed in the header. */
async function post({ method, url }, body, token) {
  const health = await fetch(`${base}${requestOf('readReadiness').url}`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Loads `url` in a fresh page and sums the scripts it downloaded. */
async function measure(context, label, url, ready) {
  const page = await context.newPage();
  const scripts = [];
  let imageBytes = 0;
  let images = 0;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'image') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (type === 'image') {
      images += 1;
      imageBytes += body.length;
      return;
    }
    scripts.push({ file: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  console.log(
    `\n${label} (${url}): ${scripts.length} scripts, ${kB(total.raw)} raw, ${kB(total.gzip)} gzip; ` +
      `${images} images requested, ${kB(imageBytes)}; LCP ${Math.round(lcp)} ms (unthrottled)`,
  );
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kB(s.gzip).padStart(9)} gzip ${kB(s.raw).padStart(10)} raw  ${s.file}`);
  }
  await page.close();
  return total;
}

/** Calls the api with the XSRF cookie echoed and the bearer token, as the front end does. */
async function apiCall(request, { method, url }, token, data) {
  await request.get(`${base}${requestOf('readReadiness').url}`);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': xsrf, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await request.fetch(`${base}${url}`, { method, headers, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}`);
  return response.json();
}

/** A Guide user and guide record, given the first two demo teams (as the control panel would). */
async function createGuideWithTeams(browser, guide) {
  const context = await browser.newContext();
  const { request } = context;
  const { token } = await apiCall(request, requestOf('logIn'), undefined, admin);
  const user = await apiCall(request, requestOf('registerUser'), token, { ...guide, role: 'Guide' });
  const created = await apiCall(request, requestOf('createGuide'), token, {
    person: { fullName: guide.name, roles: ['GUIDE'] },
    userId: user.id,
  });
  const guides = await apiCall(request, requestOf('readGuides'), token);
  for (const owner of guides.filter((g) => g.teams.length > 0).slice(0, 1)) {
    for (const team of owner.teams) {
      await apiCall(request, requestOf('removeGuideTeam', { guideId: owner.id, teamId: team.id }), token);
      await apiCall(request, requestOf('assignGuideTeams', { guideId: created.id }), token, [{ id: team.id }]);
    }
  }
  await context.close();
}

// Class names only the chart library's code carries.
const CHART_LIBRARY = /recharts-bar-rectangle|recharts-cartesian-grid/;

/**
 * The control panel's own bytes per section: the panel is loaded once, then each section is
 * opened from its menu (statistics also draws its charts) and the scripts it adds are counted.
 * The chart library must arrive with the statistics section and with no other.
 */
async function measureSections(context) {
  const page = await context.newPage();
  let pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length, charts: CHART_LIBRARY.test(body.toString()) }),
        () => ({ raw: 0, gzip: 0, charts: false }),
      ),
    );
  });
  await page.goto(`${base}/controlPanel`, { waitUntil: 'networkidle' });
  const menu = page.getByRole('navigation', { name: 'Control panel' });
  await menu.getByRole('link').first().waitFor();
  const sections = await menu.getByRole('link').allTextContents();
  const firstHeading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  console.log('\nControl panel, scripts each section adds (opened from the menu, in order):');
  const leaks = [];
  for (const section of sections) {
    pending = [];
    const before = await firstHeading.textContent().catch(() => null);
    await menu.getByRole('link', { name: section, exact: true }).click();
    // The section has rendered when the first heading is its own.
    await page.waitForFunction((previous) => {
      const heading = document.querySelector('main h2');
      return heading && heading.textContent !== previous;
    }, before);
    if (section === 'Statistics') {
      await page.getByRole('button', { name: 'Get' }).click();
      await page.locator('.recharts-bar-rectangle').first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
    const charts = scripts.some((s) => s.charts);
    if (charts && section !== 'Statistics') leaks.push(section);
    console.log(
      `  ${section.padEnd(18)} ${String(scripts.length).padStart(2)} scripts ${kB(total.gzip).padStart(9)} gzip ${kB(total.raw).padStart(10)} raw` +
        (charts ? '  (with the chart library)' : ''),
    );
  }
  console.log(
    leaks.length ? `  The chart library was downloaded by: ${leaks.join(', ')}` : '  The chart library downloads with Statistics only.',
  );
  await page.close();
  if (leaks.length) process.exitCode = 1;
}

try {
  await ready;
  const browser = await chromium.launch(CHROMIUM);
  const visitor = await browser.newContext();
  await measure(visitor, 'Anonymous visitor', '/', (page) => page.getByRole('button', { name: 'Log in' }).waitFor());
  await measure(visitor, 'Anonymous visitor', '/teams', (page) => page.getByRole('heading', { name: 'Senior Teams' }).waitFor());

  const administrator = await browser.newContext();
  const login = await administrator.newPage();
  await login.goto(`${base}/login`);
  await login.getByLabel('Email').fill(admin.email);
  await login.getByLabel('Password').fill(admin.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await login.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  await login.close();
  await measure(administrator, 'Administrator', '/controlPanel', (page) => page.getByRole('heading', { name: 'Control Panel' }).waitFor());

  // A Guide with two demo teams handed over, measured on their home page and their teams.
  const guide = { email: 'bench-guide@example.com', password: 'bench-guide-password', name: 'Bench Guide' };
  await createGuideWithTeams(browser, guide);
  const guideContext = await browser.newContext();
  const guideLogin = await guideContext.newPage();
  await guideLogin.goto(`${base}/login`);
  await guideLogin.getByLabel('Email').fill(guide.email);
  await guideLogin.getByLabel('Password').fill(guide.password);
  await guideLogin.getByRole('button', { name: 'Log in' }).click();
  await guideLogin.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  await guideLogin.close();
  await measure(guideContext, 'Guide', '/', (page) => page.getByRole('button', { name: 'View my teams' }).waitFor());
  await measure(guideContext, 'Guide', '/guideHome', (page) => page.getByRole('article').first().waitFor());
  // A TeamRegistrator of a demo country: the home page with the registration remote's panel.
  const registrator = { email: 'bench-registrator@example.com', password: 'bench-registrator-password' };
  const { token } = await post(requestOf('logIn'), admin);
  const [team] = await (await fetch(`${base}${requestOf('readTeams').url}`)).json();
  await post(
    requestOf('registerUser'),
    { ...registrator, name: 'Bench Registrator', role: 'TeamRegistrator', countryId: team.countryId },
    token,
  );
  const registratorContext = await browser.newContext();
  const registratorLogin = await registratorContext.newPage();
  await registratorLogin.goto(`${base}/login`);
  await registratorLogin.getByLabel('Email').fill(registrator.email);
  await registratorLogin.getByLabel('Password').fill(registrator.password);
  await registratorLogin.getByRole('button', { name: 'Log in' }).click();
  await registratorLogin.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  await registratorLogin.close();
  await measure(registratorContext, 'TeamRegistrator', '/', (page) => page.getByRole('button', { name: 'List and Edit Teams' }).waitFor());
  await measureSections(administrator);
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
