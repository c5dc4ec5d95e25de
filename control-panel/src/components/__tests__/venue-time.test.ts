import { instantToWallClock, wallClockToInstant, zoneOffsetMinutes } from '../venue-time';

describe('venue time', () => {
  it("gives the venue's offset in summer and in winter", () => {
    expect(zoneOffsetMinutes(Date.parse('2025-07-31T12:00:00Z'), 'Europe/Sofia')).toBe(180);
    expect(zoneOffsetMinutes(Date.parse('2025-01-15T12:00:00Z'), 'Europe/Sofia')).toBe(120);
  });

  it("turns the venue's wall-clock time into an instant with its offset, and back", () => {
    expect(wallClockToInstant('2025-07-31T23:59', 'Europe/Sofia')).toBe('2025-07-31T23:59:00+03:00');
    expect(wallClockToInstant('2025-12-01T09:00', 'Europe/Sofia')).toBe('2025-12-01T09:00:00+02:00');
    expect(instantToWallClock('2025-07-31T20:59:00Z', 'Europe/Sofia')).toBe('2025-07-31T23:59');
    expect(instantToWallClock('2025-07-31T23:59:00+03:00', 'Asia/Tokyo')).toBe('2025-08-01T05:59');
  });

  it('is exact on the night the clocks go back', () => {
    // 26 October 2025, 04:00 EEST → 03:00 EET: 05:00 local is after the change.
    expect(wallClockToInstant('2025-10-26T05:00', 'Europe/Sofia')).toBe('2025-10-26T05:00:00+02:00');
  });
});
