/** Arrival and departure: a team's, copied to each of its people (docs/api-rules.md, Payloads). */
type TravelField = 'timeOfArrival' | 'arrivalLocation' | 'timeOfDeparture' | 'departureLocation';

/** The four travel values: text in a form, text or null in the database and the answers. */
export type Travel<V = string | null> = Record<TravelField, V>;

/** The travel values of a team, a person or a request, without the rest of it. */
export function travelOf<V>(source: Travel<V>): Travel<V> {
  return {
    timeOfArrival: source.timeOfArrival,
    arrivalLocation: source.arrivalLocation,
    timeOfDeparture: source.timeOfDeparture,
    departureLocation: source.departureLocation,
  };
}

/**
 * A person's travel, each value the person's own or, where they have none, the team's: a member
 * travels with the team unless told otherwise.
 */
export function travelWithTeam<V>(person: Partial<Travel<V | null | undefined>>, team: Travel<V>): Travel<V> {
  return {
    timeOfArrival: person.timeOfArrival ?? team.timeOfArrival,
    arrivalLocation: person.arrivalLocation ?? team.arrivalLocation,
    timeOfDeparture: person.timeOfDeparture ?? team.timeOfDeparture,
    departureLocation: person.departureLocation ?? team.departureLocation,
  };
}
