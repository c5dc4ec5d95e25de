import { mutate } from 'swr';
import { urlOfCall } from '../api/call-paths.js';
import { contestUrl } from '../http/contest.js';
import { clearSessionSelections } from '../selection/index.js';

/**
 * Every draft a form keeps in this browser has a key starting with this (the registration
 * remote's are `olympiad.draft:<userId>:<form>`), so that a logout finds them all without knowing
 * the forms: a remote never imports another, and shared none of them.
 */
export const DRAFT_KEY_PREFIX = 'olympiad.draft';

/**
 * The reads that answer everyone alike: kept, so the home page a logout lands on shows them at
 * once; every other read goes, the teams list too (a signed-in user sees whole the people whose
 * consent the public list honours) and the countries (an Administrator's carry every country's
 * own deadline). Asked at each logout: the contest's address follows the edition in effect.
 */
const everyoneSReads = (): ReadonlySet<unknown> => new Set([contestUrl(), urlOfCall('readEnumerations')]);

/**
 * Forgets what this browser kept of the user, at logout and on a 401, so that the next person at
 * a shared venue computer finds nothing of theirs: the drafts of every user (names and minors'
 * dates of birth), the session's selections, and swr's cache of every read but the public ones.
 */
export function forgetPersonalData(): void {
  const drafts: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(`${DRAFT_KEY_PREFIX}:`)) drafts.push(key);
  }
  drafts.forEach((key) => localStorage.removeItem(key));
  clearSessionSelections();
  const kept = everyoneSReads();
  void mutate((key) => !kept.has(key), undefined, { revalidate: false });
}
