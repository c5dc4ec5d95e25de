import { ARRIVAL_LOCATIONS, useEdition, useEnums } from '@olympiad/shared';
import { FieldGrid } from '@olympiad/shared/plain-ui';
import { SelectField, TextField } from './fields.js';

interface TravelFieldsProps {
  /** Where the four values sit in the form's values: '' for a team or a guest, 'person.' for a guide. */
  prefix?: string;
  /**
   * A country's registration (a team, a guest): each value is asked for, and no time before the
   * contest's arrival and departure days is offered. The organisers' own people may leave them empty.
   */
  registration?: boolean;
  /** The words of the locations' first, empty option; none when a location is always chosen. */
  empty?: string;
}

/** Time of arrival, arrival location, time of departure, departure location: wall-clock times, the contest's locations. */
export function TravelFields({ prefix = '', registration = false, empty }: TravelFieldsProps) {
  const locations = useEnums().data?.arrivalLocationsList ?? ARRIVAL_LOCATIONS;
  const { minArrivalDate, minDepartureDate } = useEdition();
  const min = (day: string) => (registration ? `${day}T00:00` : undefined);
  return (
    <FieldGrid>
      <TextField
        name={`${prefix}timeOfArrival`}
        label="Time of arrival"
        type="datetime-local"
        min={min(minArrivalDate)}
        required={registration}
      />
      <SelectField name={`${prefix}arrivalLocation`} label="Arrival location" options={locations} empty={empty} required={registration} />
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
    </FieldGrid>
  );
}
