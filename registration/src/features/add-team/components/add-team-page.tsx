import { useSWRConfig } from 'swr';
import { API, useAuth } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';
import { Alert, PageLoader } from '@olympiad/shared/ui';
import { useRegistrationCountry } from '../../../components/use-registration-country';
import { useCountryLeaders } from '../api/use-country-leaders';
import { AddTeamForm } from './add-team-form';
import { AdministratorAddTeam } from './administrator-add-team';

/**
 * /addTeam: once the country's leaders are known, the form; success returns home. An
 * Administrator gets the form with a choice of country instead.
 */
export function AddTeamPage() {
  const { isAdministrator } = useRegistrationCountry();
  const countryId = useAuth().user?.countryId ?? null;
  const { data: leaders, error } = useCountryLeaders(isAdministrator ? null : countryId);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  if (isAdministrator) return <AdministratorAddTeam />;
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
