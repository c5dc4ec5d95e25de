import { useFormContext } from 'react-hook-form';
import { T_SHIRT_SIZES, useEnums } from '@olympiad/shared';
import { PictureInput, SelectField, TextField, TravelFields } from '@olympiad/shared/forms';

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
  const { control } = useFormContext();
  const { data: enums } = useEnums();
  return (
    <>
      <TextField name={`${prefix}fullName`} label="Full name" required />
      <SelectField name={`${prefix}tShirtSize`} label="T-shirt size" options={enums?.tShirtSizesList ?? T_SHIRT_SIZES} empty="-" />
      <PictureInput control={control} name={`${prefix}picture`} label="Picture" hint={pictureHint} />
      <TravelFields prefix={prefix} />
    </>
  );
}
