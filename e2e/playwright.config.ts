import { defineConfig, devices } from '@playwright/test';
import { ADMIN, BASE_URL, DATA_DIR, PORT } from './support/env';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Generous: several remotes build and run on two shared cores; a test never waits longer than it must.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'visitor',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: /.*\.(admin|registrator|guide)\.spec\.ts/,
      dependencies: ['setup'],
    },
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, storageState: '.auth/admin.json' },
      testMatch: /.*\.admin\.spec\.ts/,
      dependencies: ['setup'],
    },
    {
      name: 'registrator',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, storageState: '.auth/registrator.json' },
      testMatch: /.*\.registrator\.spec\.ts/,
      dependencies: ['setup'],
    },
    {
      name: 'guide',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, storageState: '.auth/guide.json' },
      testMatch: /.*\.guide\.spec\.ts/,
      dependencies: ['setup'],
    },
  ],
  webServer: {
    // A fresh embedded database for every run, served by the production build.
    command: `rm -rf ${DATA_DIR} && node ../api/dist/server.js`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The demo edition: teams, committees and people to read, as organisers would see them.
      SEED_DEMO: '1',
    },
  },
});
