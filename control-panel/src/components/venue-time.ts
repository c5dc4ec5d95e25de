/**
 * Registration deadlines and contest dates are instants; administrators type them as the venue's
 * wall-clock time. Conversions through Intl only (no time-zone library), exact across DST changes.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes the zone is ahead of UTC at that instant. */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant) / 60_000);
}

/** 'yyyy-MM-ddTHH:mm' at the venue → ISO 8601 with the venue's offset at that moment. */
export function wallClockToInstant(wallClock: string, timeZone: string): string {
  const [date, time = '00:00'] = wallClock.split('T');
  const [y, m, d] = date!.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const asUtc = Date.UTC(y!, m! - 1, d!, h!, min!);
  // Twice: the offset of the guess may differ from the offset of the result near a DST change.
  let offset = zoneOffsetMinutes(asUtc, timeZone);
  offset = zoneOffsetMinutes(asUtc - offset * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${pad(h!)}:${pad(min!)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant → 'yyyy-MM-ddTHH:mm' as the clocks of that zone show it. */
export function instantToWallClock(instant: string, timeZone: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  const local = new Date(time + zoneOffsetMinutes(time, timeZone) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
