import { useFormContext } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@olympiad/shared/forms';
import type { Contest } from '@olympiad/shared/schemas';
import { useHostCountryOptions } from '../host-country-options';
import type { ContestDraft } from './settings-schema';

/** Every zone the browser knows, and the stored one even when it does not (an alias, an older name). */
const timeZonesWith = (stored: string) => {
  const known = Intl.supportedValuesOf('timeZone');
  return stored && !known.includes(stored) ? [stored, ...known] : known;
};

/**
 * Where the edition takes place and whom it admits: the venue's time zone (the dates are typed in
 * it), the host country (preset for committee people and guides), the earliest date of birth a
 * contestant may have, and whether the public sees contestants whose consent is not recorded.
 */
export function EditionFields({ hostCountry }: { hostCountry: Contest['hostCountry'] }) {
  const { getValues } = useFormContext<ContestDraft>();
  // The stored host is an option from the start: the select shows it before the countries arrive.
  const loaded = useHostCountryOptions();
  const countries =
    hostCountry && !loaded.some(({ value }) => value === hostCountry.id)
      ? [{ value: hostCountry.id, label: hostCountry.name }, ...loaded]
      : loaded;
  return (
    <>
      <SelectField name="venueTimeZone" label="Venue time zone" options={timeZonesWith(getValues('venueTimeZone') ?? '')} required />
      <SelectField name="hostCountryId" label="Host country" options={countries} empty="Choose a country" required />
      <TextField name="minBirthDate" label="Minimum date of birth" type="date" required />
      <CheckboxField name="contestantsPublic" label="Show contestants' names and photos publicly until a consent is recorded" />
    </>
  );
}
