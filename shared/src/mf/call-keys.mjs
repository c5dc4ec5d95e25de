import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT, callPathsOf } from '@olympiad/shared/contract';

/** The app's source files a browser runs: tests and test helpers left out. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const QUOTED_WORD = /['"`]([A-Za-z]+)['"`]/g;

/**
 * The calls the code in `dirs` names: every quoted word that is a contract key (`useApi('readRooms')`,
 * a route's `countryReads`). A page calls only by a key written in its app's code, so the table
 * of those keys is all it needs; one word too many costs a few bytes, one missing fails loudly
 * (callPathOf).
 */
function callKeysIn(dirs) {
  const keys = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const [, word] of fs.readFileSync(file, 'utf8').matchAll(QUOTED_WORD)) if (Object.hasOwn(CONTRACT, word)) keys.add(word);
  }
  return [...keys].sort();
}

/** The method and path of the calls `dirs` name, for the DefinePlugin's `__CALL_PATHS__`. */
export function callPathsIn(dirs) {
  const keys = new Set(callKeysIn(dirs));
  return Object.fromEntries(Object.entries(callPathsOf(CONTRACT)).filter(([key]) => keys.has(key)));
}
