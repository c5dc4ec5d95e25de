import type { Contest } from '../schemas/index.js';

/** The demo edition's contest with empty lists; each test fills or moves what it looks at. */
export function contestWith(overrides: Partial<Contest> = {}): Contest {
  return {
    id: 'c1',
    year: 2025,
    name: 'Demo Olympiad 2025',
    shortName: 'DO 2025',
    startDate: '2025-08-28T09:00:00+03:00',
    endDate: '2025-09-02T18:00:00+03:00',
    endOfRegistrationDate: '2025-07-31T23:59:00+03:00',
    venueTimeZone: 'Europe/Sofia',
    hostCountry: { id: 'c0aa0000-0000-4000-8000-000000000001', name: 'Bulgaria' },
    minBirthDate: '2010-01-01',
    contestantsPublic: true,
    reminderDaysBeforeDeadline: null,
    rules: '',
    environmentDescription: '',
    materialsUrl: null,
    contactEmail: null,
    organizers: [],
    partners: [],
    patrons: [],
    goldenSponsors: [],
    silverSponsors: [],
    bronzeSponsors: [],
    committees: [],
    ...overrides,
  };
}
