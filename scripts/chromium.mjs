// Debian's Chromium, which every bench drives: headless, as root in a container, reaching out to
// nothing (no download of its own, no update, no sync).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for it. */
export const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
