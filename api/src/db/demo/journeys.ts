import type { Travel } from '@olympiad/shared/schemas';
import { createRandom, type Random } from './random.js';

interface Service {
  carrier: string;
  flightNumber: string;
  terminal: string | null;
  /** Venue wall clock, 'HH:mm'. */
  time: string;
  location: string;
}

/** The flights and trains most delegations take, as organisers see them: many teams on each. */
const ARRIVALS: readonly Service[] = [
  { carrier: 'Lufthansa', flightNumber: 'LH 1426', terminal: '2', time: '10:35', location: 'Sofia Airport' },
  { carrier: 'Turkish Airlines', flightNumber: 'TK 1027', terminal: '2', time: '11:50', location: 'Sofia Airport' },
  { carrier: 'Austrian Airlines', flightNumber: 'OS 795', terminal: '2', time: '14:10', location: 'Sofia Airport' },
  { carrier: 'Air France', flightNumber: 'AF 1088', terminal: '2', time: '15:25', location: 'Sofia Airport' },
  { carrier: 'Wizz Air', flightNumber: 'W6 4321', terminal: '1', time: '17:40', location: 'Sofia Airport' },
  { carrier: 'Bulgaria Air', flightNumber: 'FB 437', terminal: '2', time: '19:05', location: 'Sofia Airport' },
  { carrier: 'BDZ', flightNumber: 'BDZ 493', terminal: null, time: '12:15', location: 'Sofia Central Railway Station' },
];
const DEPARTURES: readonly Service[] = [
  { carrier: 'Lufthansa', flightNumber: 'LH 1427', terminal: '2', time: '11:35', location: 'Sofia Airport' },
  { carrier: 'Turkish Airlines', flightNumber: 'TK 1028', terminal: '2', time: '12:50', location: 'Sofia Airport' },
  { carrier: 'Austrian Airlines', flightNumber: 'OS 796', terminal: '2', time: '15:00', location: 'Sofia Airport' },
  { carrier: 'Wizz Air', flightNumber: 'W6 4322', terminal: '1', time: '18:30', location: 'Sofia Airport' },
  { carrier: 'BDZ', flightNumber: 'BDZ 492', terminal: null, time: '08:40', location: 'Sofia Central Railway Station' },
];
const AIRLINES = [
  ['Ryanair', 'FR'],
  ['LOT', 'LO'],
  ['Aegean', 'A3'],
  ['ITA Airways', 'AZ'],
  ['KLM', 'KL'],
] as const;

/** A journey's time and place as the demo draws them, before a flight is chosen. */
type DrawnTravel = Pick<Travel<string>, 'timeOfArrival' | 'arrivalLocation' | 'timeOfDeparture' | 'departureLocation'>;

const ARRIVAL_DAY = '2025-08-28';
const DEPARTURE_DAYS = ['2025-09-02', '2025-09-03'];

/**
 * A team's journeys for the demo edition: most teams (four in five) on one of a few shared flights
 * or trains, at its time and place; the others keep the time and place drawn for them, with a
 * flight of their own when they land at the airport. Drawn from a random of their own, so the
 * rest of the demo (its names, its teams) stays as it was before flights were added.
 */
export function demoJourneys(): (drawn: DrawnTravel) => Travel {
  const random = createRandom(2037);
  const journey = (services: readonly Service[], day: string, time: string, location: string, draw: Random) => {
    if (draw.chance(0.8)) {
      const service = draw.pick(services);
      return { ...service, time: `${day} ${service.time}:00` };
    }
    const [carrier, code] = draw.pick(AIRLINES);
    const flies = location === 'Sofia Airport';
    return {
      carrier: flies ? carrier : null,
      flightNumber: flies ? `${code} ${draw.int(100, 9999)}` : null,
      terminal: flies ? draw.pick(['1', '2']) : null,
      time,
      location,
    };
  };
  return (drawn) => {
    const arrival = journey(ARRIVALS, ARRIVAL_DAY, drawn.timeOfArrival, drawn.arrivalLocation, random);
    const departure = journey(DEPARTURES, random.pick(DEPARTURE_DAYS), drawn.timeOfDeparture, drawn.departureLocation, random);
    return {
      timeOfArrival: arrival.time,
      arrivalLocation: arrival.location,
      arrivalCarrier: arrival.carrier,
      arrivalFlightNumber: arrival.flightNumber,
      arrivalTerminal: arrival.terminal,
      timeOfDeparture: departure.time,
      departureLocation: departure.location,
      departureCarrier: departure.carrier,
      departureFlightNumber: departure.flightNumber,
      departureTerminal: departure.terminal,
    };
  };
}
