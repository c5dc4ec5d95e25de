/**
 * 'MM/dd/yyyy H:mm', the product's display format, of an instant as the clocks of a time zone show
 * it; nothing for what is not an instant (a field not yet filled).
 */
export function formatInstant(instant: Date | string, timeZone: string): string {
  const time = new Date(instant);
  if (Number.isNaN(time.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time);
  const part = Object.fromEntries(parts.map(({ type, value }) => [type, value]));
  return `${part.month}/${part.day}/${part.year} ${Number(part.hour)}:${part.minute}`;
}

/**
 * An instant as the venue's clocks show it, its zone named: '08/01/2025 23:59 venue time
 * (Europe/Sofia)'. Deadlines are the venue's; the screens and the server's messages word them alike.
 * The zone is the caller's (`edition().venueTimeZone`): reading the edition here would copy its
 * module into every page that formats a time.
 */
export function atVenue(instant: Date | string, venueZone: string): string {
  return `${formatInstant(instant, venueZone)} venue time (${venueZone})`;
}

/** The viewer's own time zone, as the browser reports it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
