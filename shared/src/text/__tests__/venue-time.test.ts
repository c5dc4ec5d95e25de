import { atVenue, formatInstant } from '../venue-time';

// 2025-08-01 20:59 UTC: 23:59 in Sofia (summer time, UTC+3).
const DEADLINE = new Date('2025-08-01T20:59:00Z');

describe('formatInstant', () => {
  it('formats an instant as the clocks of a zone show it', () => {
    expect(formatInstant(DEADLINE, 'Europe/Sofia')).toBe('08/01/2025 23:59');
    expect(formatInstant(DEADLINE, 'America/New_York')).toBe('08/01/2025 16:59');
    expect(formatInstant('2025-08-01T21:05:00Z', 'Europe/Sofia')).toBe('08/02/2025 0:05');
    expect(formatInstant('2025-07-31T23:59:00+03:00', 'Asia/Tokyo')).toBe('08/01/2025 5:59');
  });

  it('gives nothing for what is not an instant', () => {
    expect(formatInstant('', 'Europe/Sofia')).toBe('');
    expect(formatInstant('tomorrow', 'Europe/Sofia')).toBe('');
  });
});

describe('atVenue', () => {
  it("gives the venue's wall clock with its zone, whatever the offset the instant was written with", () => {
    expect(atVenue('2026-11-29T21:59:00+00:00', 'Europe/Sofia')).toBe('11/29/2026 23:59 venue time (Europe/Sofia)');
    expect(atVenue(DEADLINE, 'Asia/Tokyo')).toBe('08/02/2025 5:59 venue time (Asia/Tokyo)');
  });
});
