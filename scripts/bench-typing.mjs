// `npm run bench:typing`: typing into Add Team with 4 contestants open and into Edit Team of a
// team with a deputy and 4 contestants, in Debian's Chromium with a 4× CPU slowdown (Lighthouse's
// phone), as a TeamRegistrator of the demo edition. Prints, per form, the keystrokes typed, the
// long tasks (over 50 ms) that came while typing and the longest. The goal (issue 21): none.
// Builds first if there is no build; serves it on BENCH_PORT (8098) with a fresh data directory.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root, startServer } from './bench-server.mjs';
import { CHROMIUM } from './chromium.mjs';

const port = Number(process.env.BENCH_PORT ?? 8098);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const CPU_SLOWDOWN = 4;
const KEY_DELAY_MS = 120;

const build = spawnSync('node', ['scripts/build.mjs', '--if-missing'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// Imported once built: the calls' paths come from shared's compiled contract.
const { requestOf } = await import('./calls.mjs');
const { sessionOf } = await import('./bench-sessions.mjs');
const dataDir = mkdtempSync(path.join(tmpdir(), 'olympiad-typing-'));
const { server, ready } = startServer({ port, dataDir, env: { SEED_DEMO: '1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });

/** A page signed in with `storage`, recording the main thread's long tasks from its first paint. */
async function signedInPage(browser, { local, cookies }) {
  const context = await browser.newContext();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base, sameSite: 'Strict' })));
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    const tasks = [];
    window.longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }, local);
  return context.newPage();
}

/** Types `text` into each field, slowed down as a phone, and answers the long tasks that came meanwhile. */
async function typeInto(page, fields, text) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const from = await page.evaluate(() => performance.now());
  let keystrokes = 0;
  for (const field of fields) {
    await field.click();
    await page.keyboard.type(text, { delay: KEY_DELAY_MS });
    keystrokes += text.length;
  }
  await page.waitForTimeout(1_000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const { tasks, loading } = await page.evaluate(
    (start) => ({
      tasks: window.longTasks.filter((task) => task.start >= start),
      loading: window.longTasks.filter((task) => task.start < start).length,
    }),
    from,
  );
  return { keystrokes, tasks, loading };
}

// The long tasks of the page's load (unthrottled) are printed too: they show the observer works.
const report = (form, { keystrokes, tasks, loading }) => {
  const longest = Math.max(0, ...tasks.map((task) => task.duration));
  console.log(
    `${form}: ${keystrokes} keystrokes, ${tasks.length} long tasks, the longest ${Math.round(longest)} ms (${loading} while the page loaded)`,
  );
  return tasks.length;
};

let longTasks = 0;
try {
  await ready;
  const browser = await chromium.launch(CHROMIUM);
  console.log(`Typing with a ${CPU_SLOWDOWN}× CPU slowdown, a key every ${KEY_DELAY_MS} ms:`);

  // Add Team, as a new country's registrator, with the form's four contestants open.
  const addTeam = await signedInPage(browser, await sessionOf(base, 'TeamRegistrator', admin, { countryId: 'new' }));
  await addTeam.goto(`${base}/addTeam`);
  await addTeam.getByRole('heading', { level: 1, name: 'Add Team' }).waitFor();
  for (let count = 1; count < 4; count++) await addTeam.getByRole('button', { name: 'Add Contestant' }).click();
  const contestants = [1, 2, 3, 4].map((n) => addTeam.getByRole('group', { name: `Contestant ${n}` }).getByLabel('Full name'));
  longTasks += report('Add Team', await typeInto(addTeam, [addTeam.getByLabel('Team name'), ...contestants], 'Typed On A Phone'));

  // Edit Team of a demo team with a deputy and four contestants.
  const teams = await (await fetch(`${base}${requestOf('readTeams').url}`)).json();
  const full = teams.find((team) => team.deputyLeader && team.contestants.length === 4);
  const editTeam = await signedInPage(browser, await sessionOf(base, 'TeamRegistrator', admin, { countryId: full.countryId }));
  await editTeam.goto(`${base}/listTeams`);
  await editTeam.getByRole('button', { name: `EDIT ${full.name}` }).click();
  await editTeam.getByRole('heading', { level: 1, name: 'Edit Team' }).waitFor();
  longTasks += report(`Edit Team (${full.name})`, await typeInto(editTeam, [editTeam.getByLabel('Team name')], ' Typed On A Phone'));
  await browser.close();
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (longTasks > 0) process.exitCode = 1;
