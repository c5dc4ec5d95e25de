import { useMemo, useState, type FormEvent } from 'react';
import type { BadgeLayout, PersonRole } from '@olympiad/shared';
import { Button, Field, Select, Stack } from '@olympiad/shared/plain-ui';
import formLook from '../../../components/form.module.css';
import { edition } from '@olympiad/shared';
import { saveCallFile, useDownload } from '@olympiad/shared/api';
import { useCountries } from '../../../components/reads';
import {
  badgeQueryOf,
  FIRST_BADGE_FORM,
  LAYOUT_CHOICES,
  PEOPLE_CHOICES,
  ROLE_CHOICES,
  type BadgeForm,
  type BadgePeople,
} from '../badge-choice';

interface CountryFieldProps {
  value: string;
  error: string | undefined;
  onChange: (countryId: string) => void;
}

/** The countries are read only once someone asks for one country's badges. */
function CountryField({ value, error, onChange }: CountryFieldProps) {
  const countries = useCountries();
  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.id, label: country.name }))
        .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' })),
    [countries.data],
  );
  return (
    <Field label="Country" required error={error}>
      <Select
        value={value}
        options={options}
        empty={countries.data ? 'Choose a country' : 'Loading countries'}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/**
 * Name badges to print: everyone's, one country's or one role's, one A6 badge a page or four on
 * an A4 page with cut marks; the server draws the PDF and names it after the choice, and the
 * browser saves it. Named by the heading `labelledBy`.
 */
export function BadgesForm({ labelledBy }: { labelledBy: string }) {
  const [form, setForm] = useState<BadgeForm>(FIRST_BADGE_FORM);
  const [countryError, setCountryError] = useState<string>();
  const { downloading, download } = useDownload();
  const change = (changes: Partial<BadgeForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const choice = badgeQueryOf(form);
    if ('countryError' in choice) {
      setCountryError(choice.countryError);
      return;
    }
    setCountryError(undefined);
    await download(() => saveCallFile('exportNameBadges', `badges-${edition().year}-${choice.query.layout}.pdf`, { query: choice.query }));
  };

  return (
    <form aria-labelledby={labelledBy} aria-describedby="badges-scripts" onSubmit={submit} noValidate>
      <Stack gap={3} className={formLook.narrow}>
        <p id="badges-scripts">
          Badges print Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic letters. Other scripts, such as Chinese, Japanese,
          Korean, Indic or Thai, and most emoji are left out: write country names and the contest&apos;s short name in a script that prints.
        </p>
        <Field label="People">
          <Select
            value={form.people}
            options={PEOPLE_CHOICES}
            onChange={(event) => change({ people: event.target.value as BadgePeople })}
          />
        </Field>
        {form.people === 'country' && (
          <CountryField
            value={form.countryId}
            error={countryError}
            onChange={(countryId) => {
              change({ countryId });
              setCountryError(undefined);
            }}
          />
        )}
        {form.people === 'role' && (
          <Field label="Role">
            <Select value={form.role} options={ROLE_CHOICES} onChange={(event) => change({ role: event.target.value as PersonRole })} />
          </Field>
        )}
        <Field label="Layout">
          <Select
            value={form.layout}
            options={LAYOUT_CHOICES}
            onChange={(event) => change({ layout: event.target.value as BadgeLayout })}
          />
        </Field>
        <Button type="submit" className={formLook.submit} loading={downloading}>
          {downloading ? 'Downloading badges' : 'Download badges'}
        </Button>
      </Stack>
    </form>
  );
}
