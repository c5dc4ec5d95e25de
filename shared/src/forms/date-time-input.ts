/** A stored wall-clock time as a datetime-local input shows it: 'yyyy-MM-ddTHH:mm' (seconds dropped); none is empty. */
export function toDateTimeInput(value: string | null | undefined): string {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value) : null;
  return match ? `${match[1]}T${match[2]}` : '';
}
