// `npm run bench:lighthouse`: Lighthouse's mobile preset (its default config: a Moto G Power's
// screen, simulated slow 4G with 150 ms RTT and 1.6 Mbps, 4× CPU slowdown) on the public pages of
// the demo edition, in Debian's Chromium, and the median of each figure over the runs.
// The server runs the existing build (built first if missing) on a free port with a fresh
// temporary DATA_DIR. Results (every run, the medians and the accessibility failures) are written
// to .bench/lighthouse/ (git-ignored).
// `--role Administrator|TeamRegistrator|Guide` measures as that role: a user of the role is created
// on the demo edition and its session put in localStorage before each run, which Lighthouse keeps
// while it empties the cache (its storage reset clears caches, not localStorage): a cold cache
// with the session stored, as a phone that logged in yesterday.
// `--warm` measures a repeat visit: the page is opened once first, and Lighthouse keeps the cache.
// Options: `--runs N` (5), `--pages /,/teams` (the pages below, per role), `--role R`, `--warm`.
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
const DEFAULT_PAGES = {
  visitor: ['/', '/teams', '/schedule', '/information/rules'],
  Administrator: ['/controlPanel/countries', '/controlPanel/people', '/controlPanel/teams', '/controlPanel/contest'],
  TeamRegistrator: ['/', '/listTeams', '/listGuests', '/addGuest', '/addTeam'],
  Guide: ['/guideHome', '/guideAllTeams'],
};
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

function option(name) {
  const index = process.argv.indexOf(name);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

const runs = Number(option('--runs') ?? 5);
const role = option('--role') ?? 'visitor';
const warm = process.argv.includes('--warm');
if (!Object.hasOwn(DEFAULT_PAGES, role)) throw new Error(`--role takes one of ${Object.keys(DEFAULT_PAGES).join(', ')}`);
const pages = (option('--pages') ?? DEFAULT_PAGES[role].join(','))
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

const build = spawnSync('node', ['scripts/build.mjs', '--if-missing'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// Imported once built: the calls' paths come from shared's compiled contract.
const { requestOf } = await import('./calls.mjs');
const { sessionOf } = await import('./bench-sessions.mjs');

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
 * Prepares the Chromium: the signed-in session in its localStorage for the site, as a login
 * leaves it, and for a repeat visit the page opened once, so that its cache holds what it loaded.
 */
async function prepare(port, storage, warmUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}${requestOf('readReadiness').url}`);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage ?? {});
    if (warmUrl) await page.goto(warmUrl, { waitUntil: 'networkidle0' });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse run in a Chromium of its own, as the CLI does: a cold cache (a warm one with
 * `--warm`), and nothing carried over but the session when `storage` gives one.
 */
async function audit(url, storage) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (storage || warm) await prepare(chrome.port, storage, warm ? url : null);
    const result = await lighthouse(url, {
      port: chrome.port,
      // Lighthouse empties the cache before it loads the page unless told not to.
      disableStorageReset: warm,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null ? '–' : `${Math.round(ms).toLocaleString('en')} ms`);
const kB = (bytes) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} kB`);
const plain = (value, digits = 0) => (value === null || value === undefined ? '–' : value.toFixed(digits));

const results = [];
try {
  await ready;
  const storage = role === 'visitor' ? null : await sessionOf(base, role, ADMIN);
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `\nLighthouse mobile preset as ${role}${warm ? ', repeat visits' : ''}, ${runs} run(s) per page, ${base} (load average ${load})`,
  );
  for (const page of pages) {
    const runsOfPage = [];
    const failures = new Map();
    for (let run = 1; run <= runs; run++) {
      let lhr = await audit(`${base}${page}`, storage);
      // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is run again.
      for (let retry = 1; retry <= RETRIES && lhr.runtimeError; retry++) {
        console.log(`  ${page} run ${run}: ${lhr.runtimeError.code}, running it again`);
        lhr = await audit(`${base}${page}`, storage);
      }
      const measured = figures(lhr);
      runsOfPage.push(measured);
      for (const failure of accessibilityFailures(lhr)) failures.set(failure.id, failure);
      console.log(
        `  ${page} run ${run}: LCP ${seconds(measured.lcp)}, TBT ${millis(measured.tbt)}, CLS ${plain(measured.cls, 3)}, ` +
          `performance ${plain(measured.performance)}, accessibility ${plain(measured.accessibility)}, JS ${kB(measured.jsBytes)}, LCP element ${measured.lcpElement?.slice(0, 80)}` +
          (measured.runtimeError ? ` (error: ${measured.runtimeError})` : ''),
      );
    }
    const medians = Object.fromEntries(
      ['lcp', 'tbt', 'cls', 'performance', 'accessibility', 'jsBytes'].map((key) => [key, median(runsOfPage.map((r) => r[key]))]),
    );
    results.push({ page, medians, runs: runsOfPage, accessibilityFailures: [...failures.values()] });
  }

  console.log(`\nMedians of ${runs} run(s) as ${role}:\n`);
  console.log('| page | LCP | TBT | CLS | performance | accessibility | JS transferred |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { page, medians } of results) {
    console.log(
      `| \`${page}\` | ${seconds(medians.lcp)} | ${millis(medians.tbt)} | ${plain(medians.cls, 3)} | ` +
        `${plain(medians.performance)} | ${plain(medians.accessibility)} | ${kB(medians.jsBytes)} |`,
    );
  }
  for (const { page, accessibilityFailures: failed } of results) {
    for (const failure of failed) {
      console.log(`\nAccessibility on ${page}: ${failure.id}: ${failure.title}`);
      for (const node of failure.nodes.slice(0, 5)) console.log(`    ${node}`);
    }
  }

  const outDir = path.join(root, '.bench', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        role,
        warm,
        lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
        runs,
        loadAverage: load,
        results,
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
