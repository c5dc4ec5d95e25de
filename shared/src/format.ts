const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/** Wall-clock 'yyyy-MM-ddTHH:mm[:ss]' → 'MM/dd/yyyy H:mm', read as written (no time zone applied). */
export function formatDateTime(value: string | null | undefined): string {
  const match = value ? DATE_TIME.exec(value) : null;
  if (!match) return '';
  const [, year, month, day, hours, minutes] = match;
  const date = `${month}/${day}/${year}`;
  return hours === undefined ? date : `${date} ${Number(hours)}:${minutes}`;
}

/** 'yyyy-MM-dd[...]' → 'MM/dd/yyyy'. */
export function formatDate(value: string | null | undefined): string {
  const match = value ? DATE_TIME.exec(value) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}

/** 'Sofia Airport' → 'Sofia'. */
export function firstWord(value: string | null | undefined): string {
  return value?.trim().split(/\s+/)[0] ?? '';
}
