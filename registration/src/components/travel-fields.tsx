import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { MIN_ARRIVAL_DATE, MIN_DEPARTURE_DATE, useEnums } from '@olympiad/shared';
import { FormField, Input, SimpleGrid } from '@olympiad/shared/ui';
import { SelectField } from './select-field';

interface TravelValues {
  timeOfArrival: string;
  arrivalLocation: string;
  timeOfDeparture: string;
  departureLocation: string;
}

interface TravelFieldsProps<T extends FieldValues & TravelValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/**
 * Time of arrival, arrival location, time of departure, departure location (team and guest
 * forms): native datetime-local inputs with the spec's minimums, locations from the contest.
 */
export function TravelFields<T extends FieldValues & TravelValues>({ register, errors }: TravelFieldsProps<T>) {
  const locations = useEnums().data?.arrivalLocationsList ?? [];
  const error = (name: keyof TravelValues) => errors[name]?.message as string | undefined;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="Time of arrival" error={error('timeOfArrival')} required>
        <Input type="datetime-local" min={`${MIN_ARRIVAL_DATE}T00:00`} {...register('timeOfArrival' as Path<T>)} />
      </FormField>
      <SelectField label="Arrival location" options={locations} registration={register('arrivalLocation' as Path<T>)} error={error('arrivalLocation')} required />
      <FormField label="Time of departure" error={error('timeOfDeparture')} required>
        <Input type="datetime-local" min={`${MIN_DEPARTURE_DATE}T00:00`} {...register('timeOfDeparture' as Path<T>)} />
      </FormField>
      <SelectField label="Departure location" options={locations} registration={register('departureLocation' as Path<T>)} error={error('departureLocation')} required />
    </SimpleGrid>
  );
}
