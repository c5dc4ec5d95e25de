// `npm run bench:lighthouse`: Lighthouse's mobile preset (its default config: a Moto G Power's
// screen, simulated slow 4G with 150 ms RTT and 1.6 Mbps, 4× CPU slowdown) on the demo edition, in
// Debian's Chromium, and the median of each figure over the runs.
// By default it measures issue 34's goal: every screen behind the login, per role (each control-panel
// section; a registrator's screens and `/listTeams`; a guide's two), against the visitor's `/` as the
// baseline measured on the same server in the same run (LCP ≤ 1.5×, TBT ≤ +100 ms, CLS ≤ 0.02).
// The server runs the existing build (built first if missing) on a free port with a fresh
// temporary DATA_DIR. Results (every run, the medians and the accessibility failures) are written
// to .bench/lighthouse/ (git-ignored).
// A role's screens are measured as a user of the role created on the demo edition, its session put in
// localStorage before each run, which Lighthouse keeps while it empties the cache (its storage reset
// clears caches, not localStorage nor sessionStorage): a cold cache with the session stored, as a
// phone that logged in yesterday.
// `--warm` measures a repeat visit: the page is opened once first, and Lighthouse keeps the cache.
// Options: `--runs N` (5); `--role visitor|Administrator|TeamRegistrator|Guide` (one role: for the
// visitor, the public pages); `--pages /,/teams` (instead of the role's screens; without `--role`, as
// the visitor, as before); `--per-role N` (only the first N screens of each role, for a short run);
// `--warm`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { root, startServer } from './bench-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const RETRIES = 3;
const ROLES = ['visitor', 'Administrator', 'TeamRegistrator', 'Guide'];
// The public pages of issue 11's budget; the visitor's `/` is also every run's baseline.
const PUBLIC_PAGES = ['/', '/teams', '/schedule', '/information/rules'];
const BASELINE = { role: 'visitor', page: '/' };
// Where the teams list's EDIT leaves the chosen team for Edit Team (shared/src/selection/team-selection.ts).
const SELECTED_TEAM_KEY = 'selectedTeamId';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

function option(name) {
  const index = process.argv.indexOf(name);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** A whole-number option of at least 1, or `fallback` when it is not given. */
function count(name, fallback) {
  const value = Number(option(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number of at least 1`);
  return value;
}

const runs = count('--runs', 5);
const perRole = option('--per-role') === undefined ? Infinity : count('--per-role');
const warm = process.argv.includes('--warm');
// Issue 34's goal for a screen behind the login against the baseline; on a repeat visit its TBT is
// to be no higher than the baseline's.
const GOAL = { lcpRatio: 1.5, tbtMore: warm ? 0 : 100, cls: 0.02 };
const pagesOption = option('--pages')
  ?.split(',')
  .map((page) => page.trim())
  .filter(Boolean);
// Without --role, --pages measures the visitor's pages, as it did before the roles were measured together.
const roles = option('--role') ? [option('--role')] : pagesOption ? ['visitor'] : ROLES.filter((role) => role !== 'visitor');
for (const role of roles) if (!ROLES.includes(role)) throw new Error(`--role takes one of ${ROLES.join(', ')}`);

const build = spawnSync('node', ['scripts/build.mjs', '--if-missing'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// Imported once built: the calls' paths come from shared's compiled contract.
const { requestOf } = await import('./calls.mjs');
const { sessionOf } = await import('./bench-sessions.mjs');
const { MENU_ROUTES, SELECTION_COOKIE_PREFIX, routesOf } = await import('@olympiad/shared/routes');

/**
 * The screens a role's default run measures, from the route table so that a new screen is measured
 * without a line here: issue 34's goal names the control panel's sections, the registration
 * remote's screens with `/listTeams` (public-site's, narrowed to the registrator's country), and
 * the guide remote's.
 */
function screensOf(role) {
  const paths = (routes) => routes.map((route) => route.path);
  if (role === 'Administrator') return paths(MENU_ROUTES);
  if (role === 'TeamRegistrator') return [...paths(routesOf('registration')), '/listTeams'];
  if (role === 'Guide') return paths(routesOf('guide'));
  return PUBLIC_PAGES;
}

/** What this run measures: the baseline first, then each role's pages (the baseline not twice). */
function planOf() {
  const planned = roles.flatMap((role) => (pagesOption ?? screensOf(role)).slice(0, perRole).map((page) => ({ role, page })));
  const isBaseline = ({ role, page }) => role === BASELINE.role && page === BASELINE.page;
  return [BASELINE, ...planned.filter((screen) => !isBaseline(screen))];
}

/** A port nothing listens on: the system picks one, and it is free again once closed. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'olympiad-lighthouse-'));
const { server, ready } = startServer({ port, dataDir, env: { SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The accessibility audits that failed, with the elements each names. */
function accessibilityFailures(lhr) {
  return lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      nodes: (audit.details?.items ?? []).map((item) => item.node?.snippet ?? item.node?.selector ?? '').filter(Boolean),
    }));
}

/** The figures of one Lighthouse run. JS transferred counts every script the page loaded, compressed as sent. */
function figures(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const jsBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (category) =>
    typeof lhr.categories[category].score === 'number' ? Math.round(lhr.categories[category].score * 100) : null;
  // A failed run (no paint, a protocol timeout on a busy machine) has no figures: null, left out of the medians.
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    performance: score('performance'),
    accessibility: score('accessibility'),
    jsBytes,
    // The element of the largest paint, and what moved, so that each figure can be traced to an element.
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      node: item.node?.snippet ?? item.node?.selector,
    })),
    // The main thread's long tasks (simulated), with the script each is attributed to: what TBT is made of.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
      url: task.url,
      start: Math.round(task.startTime),
      duration: Math.round(task.duration),
    })),
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * A demo team with a deputy and four contestants, the fullest Edit Team draws (the goal's "a team
 * with a deputy and 4 contestants"): the registrator is of its country, and it is the team chosen.
 */
async function fullTeam() {
  const response = await fetch(`${base}${requestOf('readTeams').url}`);
  const team = (await response.json()).find((candidate) => candidate.deputyLeader && candidate.contestants.length === 4);
  if (!team) throw new Error('The demo edition has no team with a deputy and four contestants');
  return team;
}

/**
 * What a browser of the role keeps: the session in localStorage, and for a registrator the full
 * team chosen in sessionStorage, as the teams list's EDIT leaves it. The visitor keeps nothing.
 */
async function storageOf(role) {
  if (role === 'visitor') return null;
  if (role !== 'TeamRegistrator') return { ...(await sessionOf(base, role, ADMIN)), session: {} };
  const team = await fullTeam();
  const { local, cookies } = await sessionOf(base, role, ADMIN, { countryId: team.countryId });
  // The selection's cookie beside it, as the teams list's EDIT leaves both (shared/src/selection).
  const selection = { name: `${SELECTION_COOKIE_PREFIX}${SELECTED_TEAM_KEY}`, value: team.id, httpOnly: false };
  return { local, cookies: [...cookies, selection], session: { [SELECTED_TEAM_KEY]: team.id } };
}

/**
 * Prepares the Chromium: for a repeat visit the page opened once in a tab of its own, so that the
 * cache holds what it loaded; then the tab Lighthouse loads the page in, with the stored session.
 * sessionStorage belongs to one tab, hence Lighthouse is given this tab rather than opening one.
 */
async function prepare(port, storage, warmUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  // The login's cookies, with which the server draws the screen for the session.
  const cookies = storage?.cookies ?? [];
  if (cookies.length > 0)
    await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(base).hostname, path: '/', sameSite: 'Strict' })));
  const store = (page) =>
    page.evaluate(
      ({ local, session }) => {
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      },
      { local: storage?.local ?? {}, session: storage?.session ?? {} },
    );
  if (warmUrl) {
    const warming = await browser.newPage();
    await warming.goto(`${base}${requestOf('readReadiness').url}`);
    await store(warming);
    await warming.goto(warmUrl, { waitUntil: 'networkidle0' });
    await warming.close();
  }
  const page = await browser.newPage();
  await page.goto(`${base}${requestOf('readReadiness').url}`);
  await store(page);
  return { browser, page };
}

/**
 * One Lighthouse run in a Chromium of its own, as the CLI does: a cold cache (a warm one with
 * `--warm`), and nothing carried over but the session when `storage` gives one.
 */
async function audit(url, storage) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  let prepared = null;
  try {
    if (storage || warm) prepared = await prepare(chrome.port, storage, warm ? url : null);
    const flags = {
      port: chrome.port,
      // Lighthouse empties the cache before it loads the page unless told not to.
      disableStorageReset: warm,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const result = await lighthouse(url, flags, undefined, prepared?.page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    await prepared?.browser.disconnect();
    chrome.kill();
  }
}

const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null ? '–' : `${Math.round(ms).toLocaleString('en')} ms`);
const kB = (bytes) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} kB`);
const plain = (value, digits = 0) => (value === null || value === undefined ? '–' : value.toFixed(digits));
const mark = (pass) => (pass === null ? '' : pass ? ' ✓' : ' ✗');

/** The runs of one page, each run again when Lighthouse lost its trace, and their medians. */
async function measure({ role, page }, storage) {
  const runsOfPage = [];
  const failures = new Map();
  for (let run = 1; run <= runs; run++) {
    let lhr = await audit(`${base}${page}`, storage);
    // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is run again.
    for (let retry = 1; retry <= RETRIES && lhr.runtimeError; retry++) {
      console.log(`  ${role} ${page} run ${run}: ${lhr.runtimeError.code}, running it again`);
      lhr = await audit(`${base}${page}`, storage);
    }
    const measured = figures(lhr);
    runsOfPage.push(measured);
    for (const failure of accessibilityFailures(lhr)) failures.set(failure.id, failure);
    console.log(
      `  ${role} ${page} run ${run}: LCP ${seconds(measured.lcp)}, TBT ${millis(measured.tbt)}, CLS ${plain(measured.cls, 3)}, ` +
        `performance ${plain(measured.performance)}, accessibility ${plain(measured.accessibility)}, JS ${kB(measured.jsBytes)}, LCP element ${measured.lcpElement?.slice(0, 80)}` +
        (measured.runtimeError ? ` (error: ${measured.runtimeError})` : ''),
    );
  }
  const medians = Object.fromEntries(
    ['lcp', 'tbt', 'cls', 'performance', 'accessibility', 'jsBytes'].map((key) => [key, median(runsOfPage.map((r) => r[key]))]),
  );
  return { role, page, medians, runs: runsOfPage, accessibilityFailures: [...failures.values()] };
}

/** A screen's medians against the baseline's, each with whether it meets issue 34's goal (null: not measured). */
function against(medians, baseline) {
  const known = (...values) => values.every((value) => typeof value === 'number');
  const lcpRatio = known(medians.lcp, baseline.lcp) ? medians.lcp / baseline.lcp : null;
  const tbtMore = known(medians.tbt, baseline.tbt) ? medians.tbt - baseline.tbt : null;
  const checks = [
    lcpRatio === null ? null : lcpRatio <= GOAL.lcpRatio,
    tbtMore === null ? null : tbtMore <= GOAL.tbtMore,
    known(medians.cls) ? medians.cls <= GOAL.cls : null,
  ];
  return { lcpRatio, tbtMore, checks, pass: checks.includes(null) ? null : checks.every(Boolean) };
}

function printTable(results) {
  const baseline = results[0].medians;
  console.log(
    `\nMedians of ${runs} run(s); against the visitor's \`/\`: LCP ≤ ${GOAL.lcpRatio}×, TBT ≤ ${warm ? "the baseline's" : `+${GOAL.tbtMore} ms`}, CLS ≤ ${GOAL.cls}\n`,
  );
  console.log('| role | screen | LCP | LCP ÷ `/` | TBT | TBT − `/` | CLS | JS transferred | performance | accessibility | goal |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [index, { role, page, medians }] of results.entries()) {
    const { lcpRatio, tbtMore, checks, pass } = against(medians, baseline);
    // The goal is the screens behind the login's: a public page's row only shows where it stands.
    const judged = role !== 'visitor';
    const markOf = (check) => (judged ? mark(check) : '');
    const verdict = index === 0 ? 'baseline' : !judged ? 'public page' : pass === null ? '–' : pass ? 'pass' : 'fail';
    const signed = tbtMore === null ? '–' : `${tbtMore < 0 ? '−' : '+'}${millis(Math.abs(tbtMore))}`;
    console.log(
      `| ${role} | \`${page}\` | ${seconds(medians.lcp)} | ${plain(lcpRatio, 2)}×${markOf(checks[0])} | ${millis(medians.tbt)} | ` +
        `${signed}${markOf(checks[1])} | ${plain(medians.cls, 3)}${markOf(checks[2])} | ${kB(medians.jsBytes)} | ` +
        `${plain(medians.performance)} | ${plain(medians.accessibility)} | ${verdict} |`,
    );
  }
  for (const { role, page, accessibilityFailures: failed } of results) {
    for (const failure of failed) {
      console.log(`\nAccessibility as ${role} on ${page}: ${failure.id}: ${failure.title}`);
      for (const node of failure.nodes.slice(0, 5)) console.log(`    ${node}`);
    }
  }
}

try {
  await ready;
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const plan = planOf();
  console.log(
    `\nLighthouse mobile preset as ${[...new Set(plan.map((screen) => screen.role))].join(', ')}${warm ? ', repeat visits' : ''}, ${plan.length} page(s), ` +
      `${runs} run(s) each, ${base} (load average ${load})`,
  );
  // One user per role, made once: each of its runs starts from the same stored session.
  const storages = new Map();
  for (const role of new Set(plan.map((screen) => screen.role))) storages.set(role, await storageOf(role));
  const results = [];
  for (const screen of plan) results.push(await measure(screen, storages.get(screen.role)));
  printTable(results);

  const outDir = path.join(root, '.bench', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        roles,
        warm,
        lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
        runs,
        loadAverage: load,
        goal: GOAL,
        results: results.map((result) => ({ ...result, againstBaseline: against(result.medians, results[0].medians) })),
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to ${path.relative(root, file)}`);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
