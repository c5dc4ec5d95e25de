/**
 * Arrival and departure: a team's, copied to each of its people who travel with it (docs/api-rules.md,
 * Payloads). Each journey has its time and place, and its carrier, flight or train number and
 * terminal (issue 37).
 */
export const TRAVEL_FIELDS = [
  'timeOfArrival',
  'arrivalLocation',
  'arrivalCarrier',
  'arrivalFlightNumber',
  'arrivalTerminal',
  'timeOfDeparture',
  'departureLocation',
  'departureCarrier',
  'departureFlightNumber',
  'departureTerminal',
] as const;
type TravelField = (typeof TRAVEL_FIELDS)[number];

/** The travel values: text in a form, text or null in the database and the answers. */
export type Travel<V = string | null> = Record<TravelField, V>;

/** The travel values of a team, a person or a request, without the rest of it. */
export function travelOf<V>(source: Travel<V>): Travel<V> {
  return Object.fromEntries(TRAVEL_FIELDS.map((field) => [field, source[field]])) as Travel<V>;
}

/**
 * A person's travel, each value the person's own or, where they have none, the team's: a member
 * travels with the team unless told otherwise.
 */
export function travelWithTeam<V>(person: Partial<Travel<V | null | undefined>>, team: Travel<V>): Travel<V> {
  return Object.fromEntries(TRAVEL_FIELDS.map((field) => [field, person[field] ?? team[field]])) as Travel<V>;
}
