import { urlOfCall } from '../api/call-paths';
import { contestUrl } from '../http/contest';
import { edition, editionOf, editionOfRead, setEdition, SPEC_EDITION, subscribeEdition, type Edition } from '../edition';
import { MESSAGES } from '../constants';
import { arrivalTimeSchema, contestQuerySchema, dateOfBirthSchema, departureTimeSchema, type Contest } from '../schemas';
import { contestWith } from '../testing/contest';

const contest = (fields: Partial<Contest>): Contest =>
  contestWith({
    id: '11111111-1111-4111-8111-111111111111',
    year: 2026,
    name: 'IJOI 2026',
    shortName: 'IJOI',
    startDate: '2026-07-05T22:30:00Z',
    endDate: '2026-07-10T20:59:00Z',
    endOfRegistrationDate: '2026-06-01T20:59:00Z',
    hostCountry: { id: '22222222-2222-4222-8222-222222222222', name: 'Hostland' },
    minBirthDate: '2011-01-01',
    version: 1,
    ...fields,
  });

const MOVED: Edition = {
  ...SPEC_EDITION,
  year: 2026,
  minArrivalDate: '2026-07-06',
  minDepartureDate: '2026-07-10',
  minBirthDate: '2011-01-01',
};

afterEach(() => setEdition(SPEC_EDITION));

describe('editionOf', () => {
  it('takes the date minimums from the days the contest starts and ends at the venue', () => {
    // 22:30 UTC on 5 July is 01:30 on 6 July in Sofia, 20:59 UTC on 10 July still 23:59 there.
    expect(editionOf(contest({}))).toEqual({
      year: 2026,
      startDate: '2026-07-05T22:30:00Z',
      endDate: '2026-07-10T20:59:00Z',
      endOfRegistrationDate: '2026-06-01T20:59:00Z',
      venueTimeZone: 'Europe/Sofia',
      hostCountry: { id: '22222222-2222-4222-8222-222222222222', name: 'Hostland' },
      minArrivalDate: '2026-07-06',
      minDepartureDate: '2026-07-10',
      minBirthDate: '2011-01-01',
    });
  });

  it('reads the days in the venue time zone, not the viewer’s', () => {
    const atLima = editionOf(contest({ venueTimeZone: 'America/Lima' }));
    expect([atLima.minArrivalDate, atLima.minDepartureDate]).toEqual(['2026-07-05', '2026-07-10']);
  });

  it('gives the specification’s minimums for the seeded contest', () => {
    const seeded = editionOf(
      contest({
        year: 2025,
        startDate: SPEC_EDITION.startDate,
        endDate: SPEC_EDITION.endDate,
        endOfRegistrationDate: SPEC_EDITION.endOfRegistrationDate,
        hostCountry: SPEC_EDITION.hostCountry,
        minBirthDate: '2010-01-01',
      }),
    );
    expect(seeded).toEqual(SPEC_EDITION);
  });
});

describe('the edition in effect', () => {
  it('is the specification’s until another is set, and tells its followers of a change once', () => {
    expect(edition()).toBe(SPEC_EDITION);
    const heard = jest.fn();
    const stop = subscribeEdition(heard);
    setEdition(MOVED);
    setEdition({ ...MOVED });
    stop();
    setEdition(SPEC_EDITION);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps the specification’s messages and year while it is the specification’s', () => {
    expect(MESSAGES.minArrivalDate).toBe('Arrival cannot be before 08/28/2025!');
    expect(MESSAGES.minDepartureDate).toBe('Departure cannot be before 09/02/2025!');
    expect(MESSAGES.minBirthDate).toBe('Date of birth cannot be before 01/01/2010!');
    expect(contestUrl()).toBe(urlOfCall('readContest', { query: { year: 2025 } }));
    expect(urlOfCall('readStatistics', { query: { year: edition().year } })).toBe(urlOfCall('readStatistics', { query: { year: 2025 } }));
  });
});

describe('the schemas under a moved edition', () => {
  beforeEach(() => setEdition(MOVED));

  const messageOf = (schema: typeof arrivalTimeSchema, value: string) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]!.message;
  };

  it('refuse an arrival before the new first day with its date, and accept one on it', () => {
    expect(messageOf(arrivalTimeSchema, '2026-07-05T23:59')).toBe('Arrival cannot be before 07/06/2026!');
    expect(arrivalTimeSchema.safeParse('2026-07-06T00:00').success).toBe(true);
    // The specification's day is now long before the event.
    expect(messageOf(arrivalTimeSchema, '2025-08-28T10:00')).toBe('Arrival cannot be before 07/06/2026!');
  });

  it('refuse a departure before the new last day', () => {
    expect(messageOf(departureTimeSchema, '2026-07-09T10:00')).toBe('Departure cannot be before 07/10/2026!');
    expect(departureTimeSchema.safeParse('2026-07-10T10:00').success).toBe(true);
  });

  it('refuse a date of birth before the new minimum', () => {
    expect(messageOf(dateOfBirthSchema, '2010-12-31')).toBe('Date of birth cannot be before 01/01/2011!');
    expect(dateOfBirthSchema.safeParse('2011-01-01').success).toBe(true);
  });

  it('default the contest year and the contest’s address to the edition’s', () => {
    expect(contestQuerySchema.parse({})).toEqual({ year: 2026 });
    expect(contestUrl()).toBe(urlOfCall('readContest', { query: { year: 2026 } }));
  });
});

describe('a read that is not a whole contest', () => {
  it('gives no edition, so the one in effect stays', () => {
    expect(editionOfRead({ id: 'c', name: 'IJOI 2025', endOfRegistrationDate: '2030-01-01T00:00:00Z' })).toBeUndefined();
    expect(editionOfRead(undefined)).toBeUndefined();
    expect(editionOfRead(contest({}))).toEqual(editionOf(contest({})));
  });
});
