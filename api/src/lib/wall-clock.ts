/**
 * A venue wall-clock time as the API sends it (docs/api-rules.md, Time), `2025-08-28T14:30:00`: the database answers
 * `2025-08-28 14:30:00`, which a `datetime-local` input would refuse.
 */
export function wallClock(value: string | null): string | null {
  return value === null ? null : value.replace(' ', 'T');
}
