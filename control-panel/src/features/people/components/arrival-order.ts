import type { Person } from '@olympiad/shared/schemas';

const byText = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/** Missing values last, whatever the key. */
function compareMissingLast(a: string | null | undefined, b: string | null | undefined, compare: (x: string, y: string) => number) {
  if (!a || !b) return Number(!a) - Number(!b);
  return compare(a, b);
}

/**
 * The spec's order for the arrivals desk: arrival location (numeric-aware, case-insensitive),
 * then arrival time (wall-clock ISO strings compare as text), then country name.
 */
export function byArrival(a: Person, b: Person): number {
  return (
    compareMissingLast(a.arrivalLocation, b.arrivalLocation, byText) ||
    compareMissingLast(a.timeOfArrival, b.timeOfArrival, (x, y) => (x < y ? -1 : x > y ? 1 : 0)) ||
    compareMissingLast(a.country?.name, b.country?.name, byText)
  );
}

/** 'yyyy-MM-dd' of a wall-clock arrival time, as written (no time zone applied). */
export const arrivalDay = (person: Person): string | null => person.timeOfArrival?.slice(0, 10) ?? null;

/** The arrival days present, in order. */
export function arrivalDays(people: Person[]): string[] {
  return [...new Set(people.map(arrivalDay).filter((day): day is string => Boolean(day)))].sort();
}
