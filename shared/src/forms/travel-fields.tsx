import { ARRIVAL_LOCATIONS, useEdition, useEnums } from '@olympiad/shared';
import { FieldGrid } from '@olympiad/shared/plain-ui';
import { SelectField, TextField } from './fields.js';

interface TravelFieldsProps {
  /** Where the travel values sit in the form's values: '' for a team or a guest, 'person.' for a guide. */
  prefix?: string;
  /**
   * A country's registration (a team, a guest): each time and place is asked for, and no time
   * before the contest's arrival and departure days is offered. The organisers' own people may
   * leave them empty.
   */
  registration?: boolean;
  /** The words of the locations' first, empty option; none when a location is always chosen. */
  empty?: string;
}

/** A journey's carrier, flight or train number and terminal (issue 37): always optional. */
function JourneyFields({ prefix }: { prefix: string }) {
  return (
    <>
      <TextField name={`${prefix}Carrier`} label="Carrier" />
      <TextField name={`${prefix}FlightNumber`} label="Flight or train number" />
      <TextField name={`${prefix}Terminal`} label="Terminal" />
    </>
  );
}

/**
 * Time of arrival and arrival location, then the arrival's carrier, flight or train number and
 * terminal; the same for the departure. Wall-clock times, the contest's locations. Each journey is
 * a group of its own (named so that it is told apart from the form's Arrival section), as both ask
 * for a "Carrier".
 */
export function TravelFields({ prefix = '', registration = false, empty }: TravelFieldsProps) {
  const locations = useEnums().data?.arrivalLocationsList ?? ARRIVAL_LOCATIONS;
  const { minArrivalDate, minDepartureDate } = useEdition();
  const min = (day: string) => (registration ? `${day}T00:00` : undefined);
  return (
    <>
      <FieldGrid role="group" aria-label="Inbound journey">
        <TextField
          name={`${prefix}timeOfArrival`}
          label="Time of arrival"
          type="datetime-local"
          min={min(minArrivalDate)}
          required={registration}
        />
        <SelectField name={`${prefix}arrivalLocation`} label="Arrival location" options={locations} empty={empty} required={registration} />
        <JourneyFields prefix={`${prefix}arrival`} />
      </FieldGrid>
      <FieldGrid role="group" aria-label="Outbound journey">
        <TextField
          name={`${prefix}timeOfDeparture`}
          label="Time of departure"
          type="datetime-local"
          min={min(minDepartureDate)}
          required={registration}
        />
        <SelectField
          name={`${prefix}departureLocation`}
          label="Departure location"
          options={locations}
          empty={empty}
          required={registration}
        />
        <JourneyFields prefix={`${prefix}departure`} />
      </FieldGrid>
    </>
  );
}
