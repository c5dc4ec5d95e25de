import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { urlOfCall } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';
import { useLocation, useNavigate } from '@olympiad/shared/router';
import { ErrorAlert, PageLoader } from '@olympiad/shared/plain-ui';
import { useCountries } from '../../../components/use-countries';
import { addTeamCountryOf } from '../add-team-country';
import { useCountryLeaders } from '../../../components/use-country-leaders';
import { AddTeamForm } from './add-team-form';

const NO_LEADERS: Leader[] = [];
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * Add Team for an Administrator: any country, also one that has a team already (a senior team),
 * already chosen when the link carried one (Progress's "No team"); the pickers offer the chosen
 * country's leaders. Success returns to the control panel's Teams.
 */
export function AdministratorAddTeam() {
  const countries = useCountries(true);
  const chosen = addTeamCountryOf(useLocation().state);
  const [countryId, setCountryId] = useState<string | null>(null);
  const leaders = useCountryLeaders(countryId);
  const sorted = useMemo(() => countries.data && [...countries.data].sort(byName), [countries.data]);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  if (countries.error && !sorted) {
    return <ErrorAlert>The form could not be loaded. Check your connection and reload the page.</ErrorAlert>;
  }
  if (!sorted) return <PageLoader label="Loading the form" />;
  return (
    <AddTeamForm
      leaders={leaders.data ?? NO_LEADERS}
      countryChoice={{ countries: sorted, chosen, onCountryChange: setCountryId }}
      onCreated={() => {
        void mutate(urlOfCall('readTeams'));
        if (countryId) void mutate(urlOfCall('readCountryTeams', { params: { countryId } }));
        navigate('/controlPanel/teams');
      }}
    />
  );
}
