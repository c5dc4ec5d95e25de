import { useState } from 'react';
import { Button, Field, Select } from '@olympiad/shared/plain-ui';
import type { CountryEntry } from '../country-index';
import styles from './country-jump.module.css';

interface CountryJumpProps {
  countries: readonly CountryEntry[];
  onJump: (teamId: string) => void;
}

/**
 * A jump to a country's teams in a long list: the phone's own picker of a native select, then Go
 * (choosing alone moves nothing, also when arrowing through the countries with the keyboard).
 */
export function CountryJump({ countries, onJump }: CountryJumpProps) {
  const [chosen, setChosen] = useState('');
  // A search may have left the chosen country out: the first one listed then.
  const teamId = countries.some((country) => country.teamId === chosen) ? chosen : (countries[0]?.teamId ?? '');
  return (
    <form
      className={styles.jump}
      onSubmit={(event) => {
        event.preventDefault();
        if (teamId) onJump(teamId);
      }}
    >
      <Field label="Jump to a country">
        <Select
          value={teamId}
          onChange={(event) => setChosen(event.target.value)}
          options={countries.map(({ countryName, teamId: value }) => ({ value, label: countryName }))}
        />
      </Field>
      <Button type="submit" variant="outline">
        Go to country
      </Button>
    </form>
  );
}
