import { z } from 'zod';
import { OTHER_LOCATION } from '../constants.js';
import { list, requiredText } from './common.js';
import { refineWith } from './refine.js';
import { LIST_LIMITS } from './text-rules.js';

/**
 * The contest's lists an Administrator edits in Contest settings: the enumeration each one is
 * read as (readEnumerations), what uses an entry, and the entry it must keep.
 */
export const CONTEST_LISTS = {
  arrivalLocations: {
    kind: 'arrivalLocation',
    enumeration: 'arrivalLocationsList',
    usedBy: ['arrival or departure', 'arrivals and departures'],
    // Guides and committee people travel from 'Other' unless told otherwise.
    keeps: OTHER_LOCATION,
  },
  tShirtSizes: { kind: 'tShirtSize', enumeration: 'tShirtSizesList', usedBy: ['person', 'people'], keeps: null },
  operatingSystems: {
    kind: 'operatingSystem',
    enumeration: 'operatingSystemNamesList',
    usedBy: ['contestant', 'contestants'],
    keeps: null,
  },
} as const;
export type ContestList = keyof typeof CONTEST_LISTS;
export const CONTEST_LIST_NAMES = Object.keys(CONTEST_LISTS) as ContestList[];

export const CONTEST_LIST_MESSAGES = {
  empty: 'The list needs at least one entry!',
  repeated: 'This entry is already in the list!',
  keeps: (entry: string) => `"${entry}" stays in the list: guides and committee people travel from it unless told otherwise.`,
  inUse: (list: ContestList, entry: string, count: number) => {
    const [one, many] = CONTEST_LISTS[list].usedBy;
    return `"${entry}" cannot be removed: ${count} ${count === 1 ? `${one} uses` : `${many} use`} it.`;
  },
};

/** An entry as typed: trimmed, required. */
const entrySchema = requiredText();

const sameEntry = (entry: string) => entry.trim().toLocaleLowerCase('en');

/**
 * What is wrong with a list as a whole: an entry that repeats an earlier one (case aside) is
 * reported at its index, an empty list or a missing kept entry at the list's (`index: null`).
 */
function contestListProblems(list: ContestList, entries: readonly string[]) {
  const problems: { index: number | null; message: string }[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const key = sameEntry(entry);
    if (!key) return;
    if (seen.has(key)) problems.push({ index, message: CONTEST_LIST_MESSAGES.repeated });
    seen.add(key);
  });
  if (!entries.some((entry) => sameEntry(entry))) problems.push({ index: null, message: CONTEST_LIST_MESSAGES.empty });
  const { keeps } = CONTEST_LISTS[list];
  if (keeps && entries.length && !entries.some((entry) => entry.trim() === keeps)) {
    problems.push({ index: null, message: CONTEST_LIST_MESSAGES.keeps(keeps) });
  }
  return problems;
}

/**
 * Checks a list's entries one by one and as a whole, each entry's issues at `entryPath(index)`:
 * all in one round, so that an empty entry does not hide a repeated one until the next attempt.
 */
export const checkContestList =
  (list: ContestList, entryPath: (index: number) => PropertyKey[]) => (entries: readonly string[], ctx: z.RefinementCtx) => {
    entries.forEach((entry, index) => refineWith(ctx, entrySchema, entry, entryPath(index)));
    for (const { index, message } of contestListProblems(list, entries)) {
      ctx.addIssue({ code: 'custom', message, path: index === null ? [] : entryPath(index) });
    }
  };

/** A list as Contest settings send it: its entries, trimmed, in the order forms offer them. */
export const contestListSchema = (name: ContestList) =>
  list(z.string().trim(), LIST_LIMITS.contestListEntries).superRefine(checkContestList(name, (index) => [index]));
