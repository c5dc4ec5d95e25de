import type { HistoryEntry, HistoryField, HistoryValue } from '../schemas/history.js';

/** What each kind of record is called on the history screens. */
export const HISTORY_ENTITY_LABELS: Record<HistoryEntry['entity'], string> = {
  contest: 'Contest',
  company: 'Company',
  enumeration: 'List entry',
  country: 'Country',
  user: 'User',
  person: 'Person',
  committee: 'Committee',
  committeeMember: 'Committee member',
  team: 'Team',
  leader: 'Leader',
  contestant: 'Contestant',
  guide: 'Guide',
  guideTeam: "Team's guide",
  personalData: 'Personal data',
};

const OPERATION_WORDS: Record<HistoryEntry['operation'], string> = { create: 'Added', update: 'Changed', delete: 'Removed' };

/** A field's name in words: `dateOfBirth` → `Date of birth`, `isOffical` → `Is offical`. */
export function historyFieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as read on screen: nothing as "(empty)", flags as yes and no, lists joined. */
export function formatHistoryValue(value: HistoryValue): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(empty)';
  return String(value);
}

/** One field's change in a line: `Name: Old → New`; a password or picture only `Picture: changed`. */
export function describeHistoryField(field: HistoryField, operation: HistoryEntry['operation']): string {
  const label = historyFieldLabel(field.field);
  if (field.hidden) return `${label}: changed`;
  if (operation === 'create') return `${label}: ${formatHistoryValue(field.new)}`;
  if (operation === 'delete') return `${label}: ${formatHistoryValue(field.old)}`;
  return `${label}: ${formatHistoryValue(field.old)} → ${formatHistoryValue(field.new)}`;
}

/** What was done to which record: `Changed team Team Chile`. */
export function describeHistoryEntry(entry: Pick<HistoryEntry, 'operation' | 'entity' | 'label'>): string {
  const kind = HISTORY_ENTITY_LABELS[entry.entity];
  return `${OPERATION_WORDS[entry.operation]} ${kind.toLowerCase()}${entry.label ? ` ${entry.label}` : ''}`;
}

/** Who: the user's name and e-mail as recorded (the e-mail stays when the user is deleted). */
export function describeHistoryUser(entry: Pick<HistoryEntry, 'userName' | 'userEmail'>): string {
  if (entry.userName && entry.userEmail) return `${entry.userName} (${entry.userEmail})`;
  // Neither: an account removed by the erasure of personal data after the edition.
  return entry.userEmail ?? entry.userName ?? 'Erased account';
}

/** When, at the venue: `2025-08-28 14:30`. */
export function formatHistoryTime(at: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
