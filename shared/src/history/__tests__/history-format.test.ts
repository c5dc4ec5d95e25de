import {
  describeHistoryEntry,
  describeHistoryField,
  describeHistoryUser,
  formatHistoryTime,
  formatHistoryValue,
  historyFieldLabel,
} from '../history-format';

describe('historyFieldLabel', () => {
  it('puts a field name in words', () => {
    expect(historyFieldLabel('dateOfBirth')).toBe('Date of birth');
    expect(historyFieldLabel('name')).toBe('Name');
    expect(historyFieldLabel('seatingPlaceDay1')).toBe('Seating place day1');
  });
});

describe('formatHistoryValue', () => {
  it('reads nothing, flags and lists as words', () => {
    expect(formatHistoryValue(null)).toBe('(empty)');
    expect(formatHistoryValue('')).toBe('(empty)');
    expect(formatHistoryValue(true)).toBe('yes');
    expect(formatHistoryValue(false)).toBe('no');
    expect(formatHistoryValue(['GUEST', 'LEADER'])).toBe('GUEST, LEADER');
    expect(formatHistoryValue(3)).toBe('3');
  });
});

describe('describeHistoryField', () => {
  it('shows old → new for an edit, the value for an addition or removal', () => {
    const field = { field: 'fullName', old: 'Ana', new: 'Ana Lopez', hidden: false };
    expect(describeHistoryField(field, 'update')).toBe('Full name: Ana → Ana Lopez');
    expect(describeHistoryField({ ...field, old: null }, 'create')).toBe('Full name: Ana Lopez');
    expect(describeHistoryField({ ...field, new: null }, 'delete')).toBe('Full name: Ana');
    expect(describeHistoryField({ field: 'isOnline', old: false, new: true, hidden: false }, 'update')).toBe('Is online: no → yes');
  });
  it('never shows a hidden value: a password or picture only changed', () => {
    expect(describeHistoryField({ field: 'passwordHash', old: null, new: null, hidden: true }, 'update')).toBe('Password hash: changed');
    expect(describeHistoryField({ field: 'pictureId', old: null, new: null, hidden: true }, 'create')).toBe('Picture id: changed');
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

describe('formatHistoryTime', () => {
  it('gives the instant at the venue', () => {
    expect(formatHistoryTime('2025-08-28T11:30:00.000Z', 'Europe/Sofia')).toBe('2025-08-28 14:30');
    expect(formatHistoryTime('2025-01-10T23:05:00.000Z', 'Europe/Sofia')).toBe('2025-01-11 01:05');
  });
});
