import { useState } from 'react';
import { MESSAGES, notify, useSearchPage } from '@olympiad/shared';
import { callApi, useApi } from '@olympiad/shared/api';
import type { Guide } from '@olympiad/shared/schemas';
import { Heading, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/section.module.css';
import { LoadState } from '../../../components/load-state';
import { PagedList } from '../../../components/paged-list';
import { useGuides } from '../../../components/reads';
import { AssignTeamForm } from './assign-team-form';
import { GuideDetailsList } from './guide-details-list';
import { GuideForm } from './guide-form';
import { GuideTeamList } from './guide-team-list';
import { RemoveTeamModal, type Removal } from './remove-team-modal';

const searchText = (guide: Guide) =>
  [guide.person.fullName, guide.phoneNumber, guide.schoolName, ...guide.teams.flatMap((team) => [team.countryName, team.name])].join(' ');

/** Add guide, assigning a team, the guides with their teams (remove), and the guides' details. */
export function GuidesPage() {
  const guides = useGuides();
  // Only teams without a guide can be assigned.
  const freeTeams = useApi('readTeamsWithoutGuide', {});
  const list = useSearchPage(guides.data, searchText);
  const [confirming, setConfirming] = useState<Removal | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  // The spec reloads after each change: both lists, so a removed team is offered again at once.
  const reload = async () => {
    await Promise.all([guides.mutate(), freeTeams.mutate()]);
  };

  const remove = async ({ guide, team }: Removal) => {
    setRemoving(`${guide.id}/${team.id}`);
    try {
      await callApi('removeGuideTeam', { params: { guideId: guide.id, teamId: team.id } });
      notify.success(`${team.name} is removed from ${guide.person.fullName}.`);
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setRemoving(null);
      setConfirming(null);
    }
    await reload();
  };

  return (
    <Stack gap={8}>
      <GuideForm
        onCreated={async (guide) => {
          list.reveal(({ id }) => id === guide.id);
          await reload();
        }}
      />
      <section aria-labelledby="guide-teams-heading" className={styles.section}>
        <Heading as="h2" id="guide-teams-heading" size="xl">
          Guides and their teams
        </Heading>
        <LoadState what="guides" data={guides.data} error={guides.error} isLoading={guides.isLoading} empty="No guides yet.">
          {(all) => (
            <>
              <AssignTeamForm
                guides={all}
                teams={freeTeams.data ?? []}
                onAssigned={async (guideId) => {
                  list.reveal(({ id }) => id === guideId);
                  await reload();
                }}
              />
              <PagedList
                list={list}
                hint="Guide, phone, school, country or team; the same guides are shown under Guides below."
                what="guides"
              >
                <GuideTeamList guides={list.pageItems} removing={removing} onRemove={(guide, team) => setConfirming({ guide, team })} />
              </PagedList>
            </>
          )}
        </LoadState>
      </section>
      <section aria-labelledby="guide-details-heading" className={styles.section}>
        <Heading as="h2" id="guide-details-heading" size="xl">
          Guides
        </Heading>
        <LoadState what="guides" data={guides.data} error={guides.error} isLoading={guides.isLoading} empty="No guides yet.">
          {() => (
            <>
              {list.pageCount > 1 && (
                <p className={styles.muted}>
                  Page {list.page} of {list.pageCount} of the guides found above.
                </p>
              )}
              {list.matches.length > 0 && <GuideDetailsList guides={list.pageItems} />}
            </>
          )}
        </LoadState>
      </section>
      <RemoveTeamModal
        removal={confirming}
        busy={removing !== null}
        onConfirm={() => confirming && void remove(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
