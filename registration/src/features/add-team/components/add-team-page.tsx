import { useSWRConfig } from 'swr';
import { API, useAuth } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';
import { Alert, PageLoader } from '@olympiad/shared/ui';
import { useCountryLeaders } from '../api/use-country-leaders';
import { AddTeamForm } from './add-team-form';

/** /addTeam: once the country's leaders are known, the form; success returns home. */
export function AddTeamPage() {
  const { data: leaders, error } = useCountryLeaders();
  const countryId = useAuth().user?.countryId;
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The form could not be loaded. Check your connection and reload the page.</Alert.Title>
      </Alert.Root>
    );
  }
  if (!leaders) return <PageLoader label="Loading the form" />;
  return (
    <AddTeamForm
      leaders={leaders}
      onCreated={() => {
        if (countryId) void mutate(API.countryTeams(countryId));
        navigate('/');
      }}
    />
  );
}
