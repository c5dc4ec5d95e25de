import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { ARRIVAL_LOCATIONS, T_SHIRT_SIZES, useEnums } from '@olympiad/shared';
import { PictureInput } from '@olympiad/shared/forms';
import { FormField, Input, SimpleGrid } from '@olympiad/shared/ui';
import { Select } from './select-field';

/** Reads a nested field error ("person.fullName") from react-hook-form's error tree. */
function errorAt(errors: FieldValues, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
}

interface PersonFieldsProps {
  /** Where the person sits in the form's values: "person." for a guide, "" for a committee person. */
  prefix: string;
  pictureHint?: string;
}

/**
 * Full name, T-shirt size, picture and the arrival/departure block of a person (guides and
 * committee people), inside a react-hook-form FormProvider. Times are wall-clock datetime-local.
 */
export function PersonFields({ prefix, pictureHint }: PersonFieldsProps) {
  const { register, control, formState } = useFormContext();
  const { data: enums } = useEnums();
  const at = (name: string) => `${prefix}${name}` as Path<FieldValues>;
  const error = (name: string) => errorAt(formState.errors, at(name));
  const locations = enums?.arrivalLocationsList ?? ARRIVAL_LOCATIONS;
  return (
    <>
      <FormField label="Full name" error={error('fullName')} required>
        <Input autoComplete="off" {...register(at('fullName'))} />
      </FormField>
      <FormField label="T-shirt size" error={error('tShirtSize')}>
        <Select placeholder="-" options={enums?.tShirtSizesList ?? T_SHIRT_SIZES} {...register(at('tShirtSize'))} />
      </FormField>
      <PictureInput control={control} name={at('picture')} label="Picture" hint={pictureHint} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Time of arrival" error={error('timeOfArrival')}>
          <Input type="datetime-local" {...register(at('timeOfArrival'))} />
        </FormField>
        <FormField label="Arrival location" error={error('arrivalLocation')}>
          <Select options={locations} {...register(at('arrivalLocation'))} />
        </FormField>
        <FormField label="Time of departure" error={error('timeOfDeparture')}>
          <Input type="datetime-local" {...register(at('timeOfDeparture'))} />
        </FormField>
        <FormField label="Departure location" error={error('departureLocation')}>
          <Select options={locations} {...register(at('departureLocation'))} />
        </FormField>
      </SimpleGrid>
    </>
  );
}
