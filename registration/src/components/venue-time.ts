import { edition } from '@olympiad/shared';
import { atVenue, formatInstant, viewerTimeZone } from '@olympiad/shared/text';

/**
 * An instant as the venue's clocks show it, with the zone named (deadlines are the venue's), and
 * the viewer's own time beside it when their clocks show another time.
 */
export function venueTime(instant: Date, viewerZone: string = viewerTimeZone()): string {
  const venueZone = edition().venueTimeZone;
  const own = formatInstant(instant, viewerZone);
  return own === formatInstant(instant, venueZone)
    ? atVenue(instant, venueZone)
    : `${atVenue(instant, venueZone)}, ${own} your time (${viewerZone})`;
}
