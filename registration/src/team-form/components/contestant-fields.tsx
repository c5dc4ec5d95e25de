import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useEdition, useEnums } from '@olympiad/shared';
import { CheckboxField, PictureInput, SelectField, TextField } from '@olympiad/shared/forms';
import { FieldGrid, Stack } from '@olympiad/shared/plain-ui';
import type { ContestantPrefixes } from '../team-form-values';

interface ContestantFieldsProps {
  prefixes: ContestantPrefixes;
  /** The words of the lists' empty option, as the form around says it ("-", "Choose…"). */
  empty: string;
}

/**
 * Full name, operating system, date of birth, T-shirt size, the contact person (asked for only
 * when "Contestant does not travel with the leader" is ticked) and the picture.
 */
export function ContestantFields({ prefixes, empty }: ContestantFieldsProps) {
  const { control } = useFormContext<FieldValues>();
  const enums = useEnums().data;
  const { minBirthDate } = useEdition();
  const { contestant: c, person: p } = prefixes;
  const hasContact = useWatch({ control, name: `${c}hasPersonForContact` }) === true;
  return (
    <Stack gap={4}>
      <FieldGrid>
        <TextField name={`${p}fullName`} label="Full name" required />
        <SelectField
          name={`${c}operatingSystemName`}
          label="Operating system"
          options={enums?.operatingSystemNamesList ?? []}
          empty={empty}
          required
        />
        <TextField name={`${c}dateOfBirth`} label="Date of birth" type="date" min={minBirthDate} required />
        <SelectField name={`${p}tShirtSize`} label="T-shirt size" options={enums?.tShirtSizesList ?? []} empty={empty} required />
      </FieldGrid>
      <CheckboxField name={`${c}hasPersonForContact`} label="Contestant does not travel with the leader" />
      {hasContact && (
        <FieldGrid>
          <TextField name={`${c}personForContactName`} label="Contact person name" required />
          <TextField name={`${c}personForContactPhoneNumber`} label="Contact person phone" type="tel" required />
        </FieldGrid>
      )}
      <PictureInput control={control} name={`${p}picture`} label="Picture" />
    </Stack>
  );
}
