import { teamSelection, useAuth } from '@olympiad/shared';
import type { PublicTeam } from '@olympiad/shared/schemas';
import { useLocation, useNavigate } from '@olympiad/shared/router';
import { useCallback, useDeferredValue, useState } from 'react';
import { ErrorAlert, Field, Heading, Input, PageLoader } from '@olympiad/shared/plain-ui';
import { useAllTeams, useCountryTeams } from '../api/use-teams';
import { filterTeams } from '../filter-teams';
import { sortTeams, splitByGroup } from '../sort-teams';
import { TeamPanel } from './team-panel';
import styles from './teams-page.module.css';

/**
 * /teams: every team. /listTeams: the registrator's own country, each junior team with EDIT,
 * which hands the team to Edit Team through the shared selection.
 */
export function TeamsPage() {
  const ownCountry = useLocation().pathname.includes('listTeams');
  const { user } = useAuth();
  const countryId = ownCountry ? (user?.countryId ?? null) : null;
  const all = useAllTeams(!ownCountry);
  const own = useCountryTeams(countryId);
  const { data, error, isLoading } = ownCountry ? own : all;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  // Stable, so that the memoised rows are not all rendered again on each step of the list.
  const edit = useCallback(
    (team: PublicTeam) => {
      teamSelection.select(team.id);
      navigate('/editTeam');
    },
    [navigate],
  );
  const matching = filterTeams(data ?? [], deferredQuery);
  const { junior, senior } = splitByGroup(sortTeams(matching));

  return (
    <div className={styles.page}>
      <Heading as="h1" size="3xl">{ownCountry ? 'Our teams' : 'Participating teams'}</Heading>
      {ownCountry && !countryId && <p>Log in as your country's team registrator to see its teams.</p>}
      {isLoading && !data && <PageLoader label="Loading teams" />}
      {error && <ErrorAlert>The teams could not be loaded. Please try again later.</ErrorAlert>}
      {data && data.length === 0 && <p>No teams have been registered yet.</p>}
      {data && data.length > 0 && (
        <div role="search" className={styles.search}>
          <Field label="Search by country, team or name">
            <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </Field>
        </div>
      )}
      {data && data.length > 0 && matching.length === 0 && <p role="status">No team matches “{deferredQuery}”.</p>}
      {junior.length > 0 && <TeamPanel title="Teams" teams={junior} onEdit={ownCountry ? edit : undefined} first />}
      {senior.length > 0 && <TeamPanel title="Senior Teams" teams={senior} first={junior.length === 0} />}
    </div>
  );
}
