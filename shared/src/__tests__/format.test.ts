import { firstWord, formatDate, formatDateTime } from '../format';

describe('formatDateTime', () => {
  it('formats a wall-clock time without applying a zone', () => {
    expect(formatDateTime('2025-08-28T14:30:00')).toBe('08/28/2025 14:30');
    expect(formatDateTime('2025-08-28T09:05:00')).toBe('08/28/2025 9:05');
    expect(formatDateTime('2025-09-02T00:00')).toBe('09/02/2025 0:00');
  });
  it('returns an empty string for missing or malformed values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats a date', () => {
    expect(formatDate('2010-01-31')).toBe('01/31/2010');
    expect(formatDate('2025-08-28T14:30:00')).toBe('08/28/2025');
    expect(formatDate('')).toBe('');
  });
});

describe('firstWord', () => {
  it('keeps only the first word of a location', () => {
    expect(firstWord('Sofia Airport')).toBe('Sofia');
    expect(firstWord('  Other ')).toBe('Other');
    expect(firstWord('')).toBe('');
    expect(firstWord(null)).toBe('');
  });
});
