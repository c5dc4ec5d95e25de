import { dayHeading, flightText, groupName, locationHeading, missingText, slotTime } from '../transfer-texts';

describe("the transfers' words", () => {
  it('name a day by its weekday, the same in every time zone', () => {
    expect(dayHeading('2025-08-28')).toBe('Thursday, 28 August 2025');
    expect(dayHeading('2025-09-01')).toBe('Monday, 1 September 2025');
  });

  it("give a slot's span in the venue's wall-clock time, up to the next midnight", () => {
    expect(slotTime({ start: '2025-08-28T10:00', end: '2025-08-28T10:30' })).toBe('10:00–10:30');
    expect(slotTime({ start: '2025-08-28T23:30', end: '2025-08-29T00:00' })).toBe('23:30–00:00');
  });

  it('name a flight by carrier, number and terminal, with how many are on it', () => {
    expect(flightText({ carrier: 'LH', flightNumber: '1426', terminal: '2', count: 3 })).toBe('LH 1426, terminal 2 (3)');
    expect(flightText({ carrier: null, flightNumber: 'IC 512', terminal: null, count: 1 })).toBe('IC 512 (1)');
    expect(flightText({ carrier: null, flightNumber: null, terminal: null, count: 2 })).toBe('No flight or train number (2)');
  });

  it('name a team by its name and guests by their country', () => {
    expect(groupName({ teamName: 'Bulgaria', countryName: 'Bulgaria' })).toBe('Bulgaria');
    expect(groupName({ teamName: null, countryName: 'Chile' })).toBe('Guests of Chile');
  });

  it("say what a person's travel lacks in the direction shown", () => {
    expect(missingText(['time', 'flightNumber'], 'arrival')).toBe('time of arrival, flight or train number');
    expect(missingText(['location'], 'departure')).toBe('departure location');
  });

  it('count the people of a location', () => {
    expect(locationHeading({ location: 'Sofia Airport', count: 4 })).toBe('Sofia Airport — 4 people');
    expect(locationHeading({ location: 'Central Station', count: 1 })).toBe('Central Station — 1 person');
  });
});
