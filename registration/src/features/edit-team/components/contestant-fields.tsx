import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { MIN_BIRTH_DATE, useEnums } from '@olympiad/shared';
import { PictureInput } from '@olympiad/shared/forms';
import { SimpleGrid, Stack } from '@olympiad/shared/ui';
import { CheckboxField, SelectField, TextField } from './form-fields';

/** Where a form keeps the contestant's own fields and their person's: the edit and add payloads differ. */
export interface ContestantPrefixes {
  contestant: string;
  person: string;
}

export const EDIT_CONTESTANT_PREFIXES: ContestantPrefixes = { contestant: '', person: 'personEditModel.' };
export const ADD_CONTESTANT_PREFIXES: ContestantPrefixes = { contestant: 'contestant.', person: 'contestant.contestantPerson.' };

/**
 * Full name, operating system, date of birth, T-shirt size, the contact person (revealed by
 * "Contestant does not travel with the leader") and the picture.
 */
export function ContestantFields({ prefixes }: { prefixes: ContestantPrefixes }) {
  const { control } = useFormContext<FieldValues>();
  const enums = useEnums().data;
  const c = prefixes.contestant;
  const hasContact = useWatch({ control, name: `${c}hasPersonForContact` }) === true;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name={`${prefixes.person}fullName`} label="Full name" required />
        <SelectField name={`${c}operatingSystemName`} label="Operating system" options={enums?.operatingSystemNamesList ?? []} required />
        <TextField name={`${c}dateOfBirth`} label="Date of birth" type="date" min={MIN_BIRTH_DATE} required />
        <SelectField name={`${prefixes.person}tShirtSize`} label="T-shirt size" options={enums?.tShirtSizesList ?? []} required />
      </SimpleGrid>
      <CheckboxField name={`${c}hasPersonForContact`} label="Contestant does not travel with the leader" />
      {hasContact && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name={`${c}personForContactName`} label="Contact person name" required />
          <TextField name={`${c}personForContactPhoneNumber`} label="Contact person phone" type="tel" required />
        </SimpleGrid>
      )}
      <PictureInput control={control} name={`${prefixes.person}picture`} label="Picture" />
    </Stack>
  );
}
