import { edition } from './edition.js';

/** 'MM/dd/yyyy H:mm', the product's display format, of an instant as the clocks of a time zone show it. */
export function formatInstant(instant: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = Object.fromEntries(parts.map(({ type, value }) => [type, value]));
  return `${part.month}/${part.day}/${part.year} ${Number(part.hour)}:${part.minute}`;
}

/**
 * An instant as the venue's clocks show it, its zone named: '08/01/2025 23:59 venue time
 * (Europe/Sofia)'. Deadlines are the venue's; the screens and the server's messages word them alike.
 */
export function atVenue(instant: Date | string, timeZone: string = edition().venueTimeZone): string {
  return `${formatInstant(instant, timeZone)} venue time (${timeZone})`;
}
