import { travelOf, travelWithTeam } from '../travel';

const TEAM = {
  timeOfArrival: '2025-08-28T10:00',
  arrivalLocation: 'Sofia Airport',
  arrivalCarrier: 'Lufthansa',
  arrivalFlightNumber: 'LH 1426',
  arrivalTerminal: '2',
  timeOfDeparture: '2025-09-03T18:00',
  departureLocation: 'Sofia Airport',
  departureCarrier: 'Lufthansa',
  departureFlightNumber: 'LH 1427',
  departureTerminal: null,
};

describe('travelOf', () => {
  it('takes the ten travel values and nothing else', () => {
    const team = { ...TEAM, id: 'x', name: 'Bulgaria' };
    expect(travelOf(team)).toEqual(TEAM);
  });
});

describe('travelWithTeam', () => {
  it("gives each travel value the person lacks the team's, and keeps the person's own", () => {
    const person = { timeOfArrival: '2025-08-29T09:00', arrivalLocation: null, timeOfDeparture: undefined };
    expect(travelWithTeam(person, TEAM)).toEqual({ ...TEAM, timeOfArrival: '2025-08-29T09:00' });
  });

  it('leaves a value empty when neither has one', () => {
    const none = {
      timeOfArrival: null,
      arrivalLocation: null,
      arrivalCarrier: null,
      arrivalFlightNumber: null,
      arrivalTerminal: null,
      timeOfDeparture: null,
      departureLocation: null,
      departureCarrier: null,
      departureFlightNumber: null,
      departureTerminal: null,
    };
    expect(travelWithTeam({ arrivalLocation: 'Other' }, none)).toEqual({ ...none, arrivalLocation: 'Other' });
  });
});
