import { useMemo, useState } from 'react';
import { CONTESTANT_GROUPS, countrySelection, teamSelection, useSearchPage } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';
import { Button, Field, Heading, Select, TitleBar } from '@olympiad/shared/plain-ui';
import { LoadState } from '../../../components/load-state';
import styles from '../../../components/section.module.css';
import { PagedList } from '../../../components/paged-list';
import { useGuides, useTeams } from '../../../components/reads';
import { ofGroup, teamRows, teamRowText, type GroupFilter, type TeamRow } from '../team-rows';
import { TeamsTable } from './teams-table';

const GROUP_CHOICES = [{ value: 'All', label: 'All groups' }, ...CONTESTANT_GROUPS];

/**
 * Every team, to change any of them after the deadline or for a stuck registrator: Edit, the
 * country's guests and Add Team open the registration screens (another remote, reached by URL)
 * for the team or country chosen here.
 */
export function TeamsPage() {
  const teams = useTeams();
  const guides = useGuides();
  const navigate = useNavigate();
  const [group, setGroup] = useState<GroupFilter>('All');
  // A team is listed without its guide when the guides cannot be read.
  const rows = useMemo(() => teams.data && teamRows(teams.data, guides.data ?? []), [teams.data, guides.data]);
  const shown = useMemo(() => rows && ofGroup(rows, group), [rows, group]);
  const list = useSearchPage(shown, teamRowText);

  const edit = (row: TeamRow) => {
    teamSelection.select(row.id);
    countrySelection.select(row.countryId);
    navigate('/editTeam');
  };
  const guests = (row: TeamRow) => {
    countrySelection.select(row.countryId);
    navigate('/listGuests');
  };

  return (
    <section aria-labelledby="teams-heading" className={styles.section}>
      <TitleBar>
        <Heading as="h2" id="teams-heading" size="xl">
          Teams
        </Heading>
        <Button onClick={() => navigate('/addTeam')}>Add Team</Button>
      </TitleBar>
      <LoadState what="teams" data={rows} error={teams.error} isLoading={teams.isLoading} empty="No teams yet.">
        {() => (
          <>
            <div className={styles.filter}>
              <Field label="Group">
                <Select
                  value={group}
                  options={GROUP_CHOICES}
                  onChange={(event) => {
                    setGroup(event.target.value as GroupFilter);
                    list.setPage(1);
                  }}
                />
              </Field>
            </div>
            <PagedList list={list} hint="Country, team or person." what="teams">
              <TeamsTable rows={list.pageItems} onEdit={edit} onGuests={guests} />
            </PagedList>
          </>
        )}
      </LoadState>
    </section>
  );
}
