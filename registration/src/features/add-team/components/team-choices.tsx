import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { CONTESTANT_GROUPS, EMPTY_ID } from '@olympiad/shared';
import type { Country } from '@olympiad/shared/schemas';
import { FormField, NativeSelect } from '@olympiad/shared/ui';
import { SelectField } from '../../../components/select-field';
import { emptyLeader, type TeamForm } from '../team-form-values';

/** The team's group, Junior unless chosen; it becomes each contestant's group. */
export function GroupField({ form }: { form: TeamForm }) {
  return (
    <SelectField
      label="Group"
      options={CONTESTANT_GROUPS}
      registration={form.register('contestantGroup')}
      error={form.formState.errors.contestantGroup?.message}
      emptyOption={false}
    />
  );
}

const PICKS = [
  ['leaderId', 'leaderCreateModel'],
  ['deputyLeaderId', 'deputyLeaderCreateModel'],
] as const;

interface CountryFieldProps {
  form: TeamForm;
  countries: readonly Country[];
  /** Told the chosen country, also when a draft brings one back, so the page reads its leaders. */
  onCountryChange: (countryId: string | null) => void;
}

/**
 * An Administrator's choice of the team's country (a registrator's team always goes to their
 * own). Another country's leaders cannot be picked, so a picked leader is let go.
 */
export function CountryField({ form, countries, onCountryChange }: CountryFieldProps) {
  const countryId = useWatch({ control: form.control, name: 'countryId' });
  useEffect(() => onCountryChange(countryId || null), [countryId, onCountryChange]);
  const dropPickedLeaders = () => {
    for (const [idField, model] of PICKS) {
      if (form.getValues(idField) === EMPTY_ID) continue;
      form.setValue(idField, EMPTY_ID, { shouldDirty: true });
      form.setValue(model, emptyLeader(), { shouldDirty: true });
    }
  };
  return (
    <FormField label="Country" error={form.formState.errors.countryId?.message} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register('countryId', { onChange: dropPickedLeaders })}>
          <option value="">Choose…</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>{country.name}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
