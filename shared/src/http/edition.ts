import { useEffect, useSyncExternalStore } from 'react';
import { edition, editionOfRead, setEdition, subscribeEdition, type Edition } from '../edition.js';
import type { Contest } from '../schemas/index.js';

/** Reads of the contest are kept under its address, whatever year it names. */
const CONTEST_READ = /^\/api\/Contest\?year=\d+$/;

/**
 * Puts in effect the edition of the contest a page started from, before anything is drawn: the
 * forms' schemas and minimums, and the contest's own address, follow it from the first paint.
 */
export function followBootContest(reads: Record<string, unknown>): void {
  const url = Object.keys(reads).find((key) => CONTEST_READ.test(key));
  const read = url ? editionOfRead(reads[url]) : undefined;
  if (read) setEdition(read);
}

/** Puts in effect the edition of each contest read as it arrives (after an Administrator's edit too). */
export function useFollowedByEdition<Read extends { data?: Contest }>(read: Read): Read {
  const { data } = read;
  useEffect(() => {
    const read = editionOfRead(data);
    if (read) setEdition(read);
  }, [data]);
  return read;
}

/** The edition in effect; the component draws again when another is put in effect. */
export function useEdition(): Edition {
  return useSyncExternalStore(subscribeEdition, edition, edition);
}
