import type { ChangeEvent } from 'react';
import { EMPTY_ID } from '@olympiad/shared';
import { SelectField } from '@olympiad/shared/forms';
import type { SelectOption } from '@olympiad/shared/plain-ui';

interface CountryLeaderSelectProps {
  /** The form's id of the picked leader ('leaderId', 'deputyLeaderId'): the empty id for a new one. */
  name: string;
  label: string;
  /** The country's leaders; one who cannot take the place now is a disabled option. */
  options: readonly SelectOption[];
  /** Told the picked leader's id (the empty id for "-"), after the form has taken it. */
  onPick: (leaderId: string) => void;
}

/** The country's existing leaders to pick from, "-" first to type in a new one (docs/screens.md, Add Team). */
export function CountryLeaderSelect({ name, label, options, onPick }: CountryLeaderSelectProps) {
  return (
    <SelectField
      name={name}
      label={label}
      options={[{ value: EMPTY_ID, label: '-' }, ...options]}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onPick(event.target.value)}
    />
  );
}
