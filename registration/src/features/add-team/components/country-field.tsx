import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { EMPTY_ID } from '@olympiad/shared';
import { SelectField } from '@olympiad/shared/forms';
import type { Country } from '@olympiad/shared/schemas';
import { leaderFormValues } from '../../../team-form/team-form-values';
import type { TeamForm } from '../add-team-values';

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
      form.setValue(model, leaderFormValues(), { shouldDirty: true });
    }
  };
  return (
    <SelectField
      name="countryId"
      label="Country"
      options={countries.map((country) => ({ value: country.id, label: country.name }))}
      empty="Choose…"
      required
      onChange={dropPickedLeaders}
    />
  );
}
