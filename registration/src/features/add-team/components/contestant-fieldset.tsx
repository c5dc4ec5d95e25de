import { useWatch } from 'react-hook-form';
import { MIN_BIRTH_DATE, useEnums } from '@olympiad/shared';
import { PictureInput } from '@olympiad/shared/forms';
import { FormField, Input, SimpleGrid, Stack } from '@olympiad/shared/ui';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import type { TeamForm } from '../team-form-values';

/** One contestant of the team form; the contact person is asked for only when not travelling with the leader. */
export function ContestantFieldset({ form, index }: { form: TeamForm; index: number }) {
  const { register, formState, control } = form;
  const enums = useEnums().data;
  const path = `contestants.${index}.contestant` as const;
  const errors = formState.errors.contestants?.[index]?.contestant;
  const hasContact = useWatch({ control, name: `${path}.hasPersonForContact` });
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Full name" error={errors?.contestantPerson?.fullName?.message} required>
          <Input autoComplete="off" {...register(`${path}.contestantPerson.fullName`)} />
        </FormField>
        <SelectField
          label="Operating system"
          options={enums?.operatingSystemNamesList ?? []}
          registration={register(`${path}.operatingSystemName`)}
          error={errors?.operatingSystemName?.message}
          required
        />
        <FormField label="Date of birth" error={errors?.dateOfBirth?.message} required>
          <Input type="date" min={MIN_BIRTH_DATE} {...register(`${path}.dateOfBirth`)} />
        </FormField>
        <SelectField
          label="T-shirt size"
          options={enums?.tShirtSizesList ?? []}
          registration={register(`${path}.contestantPerson.tShirtSize`)}
          error={errors?.contestantPerson?.tShirtSize?.message}
          required
        />
      </SimpleGrid>
      <CheckboxField control={form.control} name={`${path}.hasPersonForContact`} label="Contestant does not travel with the leader" />
      {hasContact && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Contact person name" error={errors?.personForContactName?.message} required>
            <Input autoComplete="off" {...register(`${path}.personForContactName`)} />
          </FormField>
          <FormField label="Contact person phone" error={errors?.personForContactPhoneNumber?.message} required>
            <Input type="tel" autoComplete="off" {...register(`${path}.personForContactPhoneNumber`)} />
          </FormField>
        </SimpleGrid>
      )}
      <PictureInput control={form.control} name={`${path}.contestantPerson.picture`} label="Picture" />
    </Stack>
  );
}
