import { edition } from '@olympiad/shared';

/** 'MM/dd/yyyy H:mm', the product's display format, of an instant as the clocks of a time zone show it. */
export function formatInZone(instant: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.month}/${part.day}/${part.year} ${Number(part.hour)}:${part.minute}`;
}

/** The viewer's own time zone, as the browser reports it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An instant as the venue's clocks show it, with the zone named (deadlines are the venue's), and
 * the viewer's own time beside it when their clocks show another time. The server's messages
 * word the venue's time alike (shared/src/venue-time.ts, reached through shared's schemas, which
 * this home page does not load; in shared's first entry it would weigh on every visitor's page).
 */
export function venueTime(instant: Date, viewerZone: string = viewerTimeZone()): string {
  const venueZone = edition().venueTimeZone;
  const atVenue = formatInZone(instant, venueZone);
  const own = formatInZone(instant, viewerZone);
  const venue = `${atVenue} venue time (${venueZone})`;
  return own === atVenue ? venue : `${venue}, ${own} your time (${viewerZone})`;
}
