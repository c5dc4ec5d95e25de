import { atVenue, edition, formatInstant } from '@olympiad/shared';

/** The viewer's own time zone, as the browser reports it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An instant as the venue's clocks show it, with the zone named (deadlines are the venue's, and
 * the server's messages word them so too), and the viewer's own time beside it when their clocks
 * show another time.
 */
export function venueTime(instant: Date, viewerZone: string = viewerTimeZone()): string {
  const venueZone = edition().venueTimeZone;
  const own = formatInstant(instant, viewerZone);
  const venue = atVenue(instant, venueZone);
  return own === formatInstant(instant, venueZone) ? venue : `${venue}, ${own} your time (${viewerZone})`;
}
