import { travelOf, type Travel } from '@olympiad/shared/schemas';
import { wallClock } from './wall-clock.js';

/**
 * A row's arrival and departure as every answer carries them: the times as venue wall clock, and
 * each journey's carrier, flight or train number and terminal (issue 37) as stored.
 */
export function travelAnswer(row: Travel): Travel {
  const travel = travelOf(row);
  return { ...travel, timeOfArrival: wallClock(travel.timeOfArrival), timeOfDeparture: wallClock(travel.timeOfDeparture) };
}
