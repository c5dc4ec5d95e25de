import { venueTime } from '../venue-time';

// 2025-08-01 20:59 UTC: 23:59 in Sofia (summer time, UTC+3).
const DEADLINE = new Date('2025-08-01T20:59:00Z');

describe('venue time', () => {
  it("names the venue's zone, and adds the viewer's own time when their clocks differ", () => {
    expect(venueTime(DEADLINE, 'Europe/Sofia')).toBe('08/01/2025 23:59 venue time (Europe/Sofia)');
    // Another zone with the same clocks that day: nothing to add.
    expect(venueTime(DEADLINE, 'Europe/Athens')).toBe('08/01/2025 23:59 venue time (Europe/Sofia)');
    expect(venueTime(DEADLINE, 'Asia/Tokyo')).toBe('08/01/2025 23:59 venue time (Europe/Sofia), 08/02/2025 5:59 your time (Asia/Tokyo)');
    expect(venueTime(new Date('2025-01-15T10:00:00Z'), 'UTC')).toBe(
      '01/15/2025 12:00 venue time (Europe/Sofia), 01/15/2025 10:00 your time (UTC)',
    );
  });
});
