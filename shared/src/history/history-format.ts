import { formatDate, formatDateTime } from '../format.js';
import type { HistoryEntry, HistoryField, HistoryValue } from '../schemas/history.js';
import { historyFieldLabel } from '../text/field-label.js';
import { atVenue } from '../text/venue-time.js';

export { historyFieldLabel };

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
  visaDetails: 'Visa details',
  letterSettings: 'Letter settings',
  hotel: 'Hotel',
  roomType: 'Room type',
  room: 'Room',
  roomOccupant: 'Room of a person',
  staySettings: 'Room allocation',
  stayDetails: 'Room request and emergency contact',
  healthDetails: 'Diet and health',
  personalData: 'Personal data',
};

const OPERATION_WORDS: Record<HistoryEntry['operation'], string> = { create: 'Added', update: 'Changed', delete: 'Removed' };

type ShownValue = Pick<HistoryField, 'kind' | 'refersTo'> & { value: HistoryValue; name: string | null };

/**
 * A stored value as read on screen: nothing as "(empty)", flags as yes and no, lists joined; an
 * instant at the venue with its zone, a venue time and a day as the product shows them; a
 * reference by its record's name, or "a deleted …" once the history no longer names it.
 */
export function formatHistoryValue({ value, kind, refersTo, name }: ShownValue, timeZone: string): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(empty)';
  const text = String(value);
  if (kind === 'instant') return atVenue(text, timeZone);
  if (kind === 'wallClock') return formatDateTime(text) || text;
  if (kind === 'date') return formatDate(text) || text;
  if (kind === 'reference') return name ?? `a deleted ${refersTo ? HISTORY_ENTITY_LABELS[refersTo].toLowerCase() : 'record'}`;
  return text;
}

/** One field's change in a line: `Name: Old → New`; a password or picture only `Picture: changed`. */
export function describeHistoryField(field: HistoryField, operation: HistoryEntry['operation'], timeZone: string): string {
  const label = historyFieldLabel(field.field, field.kind);
  if (field.hidden) return `${label}: changed`;
  const before = formatHistoryValue({ ...field, value: field.old, name: field.oldName }, timeZone);
  const after = formatHistoryValue({ ...field, value: field.new, name: field.newName }, timeZone);
  if (operation === 'create') return `${label}: ${after}`;
  if (operation === 'delete') return `${label}: ${before}`;
  return `${label}: ${before} → ${after}`;
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
