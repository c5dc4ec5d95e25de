import { formatDateTime } from '@olympiad/shared';

/** The wall-clock 'yyyy-MM-ddTHH:mm' of an instant in the viewer's own time zone. */
function localWallClock(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An instant as the product shows times ('MM/dd/yyyy H:mm'), in the viewer's own time zone. */
export function formatLocalInstant(iso: string): string {
  return formatDateTime(localWallClock(iso));
}
