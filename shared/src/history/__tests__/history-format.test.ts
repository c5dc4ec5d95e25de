import type { HistoryField } from '../../schemas/history';
import { describeHistoryEntry, describeHistoryField, describeHistoryUser, formatHistoryValue, historyFieldLabel } from '../history-format';

const ZONE = 'Europe/Sofia';

/** A field as the server answers it: a plain value unless told otherwise. */
const field = (overrides: Partial<HistoryField>): HistoryField => ({
  field: 'name',
  old: null,
  new: null,
  hidden: false,
  kind: 'value',
  refersTo: null,
  oldName: null,
  newName: null,
  ...overrides,
});

describe('historyFieldLabel', () => {
  it('puts a field name in words', () => {
    expect(historyFieldLabel('dateOfBirth')).toBe('Date of birth');
    expect(historyFieldLabel('name')).toBe('Name');
    expect(historyFieldLabel('seatingPlaceDay1')).toBe('Seating place day1');
    expect(historyFieldLabel('siteId')).toBe('Site id');
  });
  it('names a reference by what it points at, not by its id', () => {
    expect(historyFieldLabel('guideId', 'reference')).toBe('Guide');
    expect(historyFieldLabel('hostCountryId', 'reference')).toBe('Host country');
    expect(historyFieldLabel('pictureId', 'reference')).toBe('Picture');
  });
});

describe('formatHistoryValue', () => {
  const plain = (value: HistoryField['old']) => formatHistoryValue({ value, kind: 'value', refersTo: null, name: null }, ZONE);
  it('reads nothing, flags and lists as words', () => {
    expect(plain(null)).toBe('(empty)');
    expect(plain('')).toBe('(empty)');
    expect(plain(true)).toBe('yes');
    expect(plain(false)).toBe('no');
    expect(plain(['GUEST', 'LEADER'])).toBe('GUEST, LEADER');
    expect(plain(3)).toBe('3');
  });
  it("gives an instant in the venue's time with its zone, never in UTC", () => {
    // A deadline typed as 23:59 at the venue, stored as 21:59 UTC.
    expect(formatHistoryValue({ value: '2026-11-29T21:59:00+00:00', kind: 'instant', refersTo: null, name: null }, ZONE)).toBe(
      '11/29/2026 23:59 venue time (Europe/Sofia)',
    );
  });
  it('shows a venue time and a day as the product does', () => {
    expect(formatHistoryValue({ value: '2025-08-28T14:30:00', kind: 'wallClock', refersTo: null, name: null }, ZONE)).toBe(
      '08/28/2025 14:30',
    );
    expect(formatHistoryValue({ value: '2011-05-05', kind: 'date', refersTo: null, name: null }, ZONE)).toBe('05/05/2011');
  });
  it('names a referenced record, or says it is gone', () => {
    const id = 'd332b268-0000-4000-8000-000000000001';
    expect(formatHistoryValue({ value: id, kind: 'reference', refersTo: 'guide', name: 'Maria Petrova' }, ZONE)).toBe('Maria Petrova');
    expect(formatHistoryValue({ value: id, kind: 'reference', refersTo: 'guide', name: null }, ZONE)).toBe('a deleted guide');
    expect(formatHistoryValue({ value: null, kind: 'reference', refersTo: 'guide', name: null }, ZONE)).toBe('(empty)');
  });
});

describe('describeHistoryField', () => {
  it('shows old → new for an edit, the value for an addition or removal', () => {
    const fullName = field({ field: 'fullName', old: 'Ana', new: 'Ana Lopez' });
    expect(describeHistoryField(fullName, 'update', ZONE)).toBe('Full name: Ana → Ana Lopez');
    expect(describeHistoryField({ ...fullName, old: null }, 'create', ZONE)).toBe('Full name: Ana Lopez');
    expect(describeHistoryField({ ...fullName, new: null }, 'delete', ZONE)).toBe('Full name: Ana');
    expect(describeHistoryField(field({ field: 'isOnline', old: false, new: true }), 'update', ZONE)).toBe('Is online: no → yes');
  });
  it('never shows a hidden value: a password or picture only changed', () => {
    expect(describeHistoryField(field({ field: 'passwordHash', hidden: true }), 'update', ZONE)).toBe('Password hash: changed');
    expect(describeHistoryField(field({ field: 'pictureId', hidden: true, kind: 'reference' }), 'create', ZONE)).toBe('Picture: changed');
  });
  it("reads a team's new guide and a moved deadline in words", () => {
    const guide = field({
      field: 'guideId',
      new: 'd332b268-0000-4000-8000-000000000001',
      kind: 'reference',
      refersTo: 'guide',
      newName: 'Maria Petrova',
    });
    expect(describeHistoryField(guide, 'create', ZONE)).toBe('Guide: Maria Petrova');
    const deadline = field({
      field: 'endOfRegistrationDate',
      old: '2026-11-29T21:59:00+00:00',
      new: '2026-11-30T21:59:00+00:00',
      kind: 'instant',
    });
    expect(describeHistoryField(deadline, 'update', ZONE)).toBe(
      'End of registration date: 11/29/2026 23:59 venue time (Europe/Sofia) → 11/30/2026 23:59 venue time (Europe/Sofia)',
    );
  });
});

describe('describeHistoryEntry and describeHistoryUser', () => {
  it('names what was done to which record, and by whom', () => {
    expect(describeHistoryEntry({ operation: 'update', entity: 'team', label: 'Team Chile' })).toBe('Changed team Team Chile');
    expect(describeHistoryEntry({ operation: 'create', entity: 'guideTeam', label: null })).toBe("Added team's guide");
    expect(describeHistoryUser({ userName: 'Ana', userEmail: 'ana@example.com' })).toBe('Ana (ana@example.com)');
    expect(describeHistoryUser({ userName: null, userEmail: 'gone@example.com' })).toBe('gone@example.com');
    expect(describeHistoryUser({ userName: null, userEmail: null })).toBe('Erased account');
  });
});
