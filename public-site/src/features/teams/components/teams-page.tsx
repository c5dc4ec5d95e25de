import { teamSelection, useAuth } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { PublicTeam } from '@olympiad/shared/schemas';
import { useLocation, useNavigate } from '@olympiad/shared/router';
import { useCallback, useDeferredValue, useState } from 'react';
import { Button, ErrorAlert, Field, Heading, Input, PageLoader } from '@olympiad/shared/plain-ui';
import { countryIndex } from '../country-index';
import { filterTeams } from '../filter-teams';
import { sortTeams, splitByGroup } from '../sort-teams';
import { useTeamJump } from '../use-team-jump';
import { CountryJump } from './country-jump';
import { TeamPanel } from './team-panel';
import type { OpenAll } from './team-row';
import styles from './teams-page.module.css';

/** Every row open, as the page is first drawn. */
const ALL_OPEN: OpenAll = { open: true };

/**
 * /teams: every team, each row folding to its header, with a jump to a country and every row
 * folded or opened at once: on a phone the whole list is hundreds of screens long. /listTeams:
 * the registrator's own country, each junior team with EDIT, which hands the team to Edit Team
 * through the shared selection.
 */
export function TeamsPage() {
  const ownCountry = useLocation().pathname.includes('listTeams');
  const { user } = useAuth();
  const countryId = ownCountry ? (user?.countryId ?? null) : null;
  const all = useApi('readTeams', ownCountry ? null : {});
  const own = useApi('readCountryTeams', countryId ? { params: { countryId } } : null);
  const { data, error, isLoading } = ownCountry ? own : all;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [openAll, setOpenAll] = useState(ALL_OPEN);
  const { everyRow, jump } = useTeamJump();

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
  const countries = ownCountry ? [] : countryIndex([...junior, ...senior]);
  const folding = ownCountry ? undefined : openAll;

  return (
    <div className={styles.page}>
      <Heading as="h1" size="3xl">
        {ownCountry ? 'Our teams' : 'Participating teams'}
      </Heading>
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
      {!ownCountry && matching.length > 0 && (
        <div className={styles.tools}>
          {countries.length > 1 && <CountryJump countries={countries} onJump={jump} />}
          <div className={styles.fold}>
            <Button variant="outline" tone="gray" size="sm" onClick={() => setOpenAll({ open: false })}>
              Collapse all teams
            </Button>
            <Button variant="outline" tone="gray" size="sm" onClick={() => setOpenAll({ open: true })}>
              Expand all teams
            </Button>
          </div>
        </div>
      )}
      {data && data.length > 0 && matching.length === 0 && <p role="status">No team matches “{deferredQuery}”.</p>}
      {junior.length > 0 && (
        <TeamPanel title="Teams" teams={junior} onEdit={ownCountry ? edit : undefined} first openAll={folding} everyRow={everyRow} />
      )}
      {senior.length > 0 && (
        <TeamPanel title="Senior Teams" teams={senior} first={junior.length === 0} openAll={folding} everyRow={everyRow} />
      )}
    </div>
  );
}
