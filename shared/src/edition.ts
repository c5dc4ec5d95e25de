import type { Contest } from './schemas/contest.js';

/**
 * What one year's olympiad fixes for every form and check: its dates, the minimums of arrival,
 * departure and birth, where it takes place. It lives in the contest row (Contest settings edits
 * it); the shared schemas read the edition in effect when they parse, so one compiled schema
 * follows a moved event on the server and in the forms alike. No zod here: the public pages read
 * the edition (through the api's URLs) and must not download a schema library for it.
 */
export interface Edition {
  year: number;
  /** Instants (ISO 8601 with an offset). */
  startDate: string;
  endDate: string;
  endOfRegistrationDate: string;
  /** An IANA zone: deadlines and contest dates are typed and shown as its wall-clock time. */
  venueTimeZone: string;
  /** Preset for committee people and guides; none when the country was never seeded. */
  hostCountry: { id: string; name: string } | null;
  /** 'yyyy-MM-dd' days. */
  minArrivalDate: string;
  minDepartureDate: string;
  minBirthDate: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isDay = (value: unknown) => typeof value === 'string' && DAY_PATTERN.test(value);

/** Whether a value has every field of an edition, each of its kind. */
function isEdition(value: Edition): boolean {
  const host = value.hostCountry;
  return (
    Number.isInteger(value.year) &&
    [value.startDate, value.endDate, value.endOfRegistrationDate].every(isInstant) &&
    typeof value.venueTimeZone === 'string' &&
    value.venueTimeZone.length > 0 &&
    (host === null || (typeof host?.id === 'string' && typeof host.name === 'string')) &&
    [value.minArrivalDate, value.minDepartureDate, value.minBirthDate].every(isDay)
  );
}

/**
 * The specification's edition, in effect until the contest is read (and the seeded contest's
 * values). The spec names no registration deadline (the seed sets one from the day it runs):
 * until a contest is read, registration is taken to close when the contest starts.
 */
export const SPEC_EDITION: Edition = {
  year: 2025,
  startDate: '2025-08-28T09:00:00+03:00',
  endDate: '2025-09-02T18:00:00+03:00',
  endOfRegistrationDate: '2025-08-28T09:00:00+03:00',
  venueTimeZone: 'Europe/Sofia',
  hostCountry: { id: 'c0aa0000-0000-4000-8000-000000000001', name: 'Bulgaria' },
  minArrivalDate: '2025-08-28',
  minDepartureDate: '2025-09-02',
  minBirthDate: '2010-01-01',
};

/** 'yyyy-MM-dd' of the day an instant falls on where the clocks of `timeZone` show it. */
export function dayInZone(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instant),
  );
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The edition a contest read fixes: nobody arrives before the first day nor leaves before the last, at the venue. */
export function editionOf(contest: Contest): Edition {
  return {
    year: contest.year,
    startDate: contest.startDate,
    endDate: contest.endDate,
    endOfRegistrationDate: contest.endOfRegistrationDate,
    venueTimeZone: contest.venueTimeZone,
    hostCountry: contest.hostCountry,
    minArrivalDate: dayInZone(contest.startDate, contest.venueTimeZone),
    minDepartureDate: dayInZone(contest.endDate, contest.venueTimeZone),
    minBirthDate: contest.minBirthDate,
  };
}

/**
 * The edition of a contest read the browser was handed, or none when it is not a whole contest
 * (a server of an older release, a page's partial read): the edition in effect then stays.
 */
export function editionOfRead(read: unknown): Edition | undefined {
  try {
    const next = editionOf(read as Contest);
    return isEdition(next) ? next : undefined;
  } catch {
    return undefined;
  }
}

interface EditionStore {
  current: Edition;
  listeners: Set<() => void>;
}

/**
 * Kept on the global object: the shell and each remote may load their own copy of this module
 * (the federation shares `@olympiad/shared` and `@olympiad/shared/schemas` as separate entries),
 * and the server's page drawer runs bundles of its own, yet all of them must see one edition.
 */
const STORE_KEY = Symbol.for('olympiad.edition');
const store: EditionStore = ((globalThis as Record<symbol, EditionStore | undefined>)[STORE_KEY] ??= {
  current: SPEC_EDITION,
  listeners: new Set(),
});

/** The edition in effect. */
export const edition = (): Edition => store.current;

/** Puts `next` in effect and tells those who follow it; the same values again change nothing. */
export function setEdition(next: Edition): void {
  if (JSON.stringify(next) === JSON.stringify(store.current)) return;
  store.current = next;
  for (const listener of store.listeners) listener();
}

/** Calls `listener` whenever another edition is put in effect; returns how to stop. */
export function subscribeEdition(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => void store.listeners.delete(listener);
}
