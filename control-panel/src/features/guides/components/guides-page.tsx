import { useState } from 'react';
import { ApiError, MESSAGES, notify } from '@olympiad/shared';
import type { Guide } from '@olympiad/shared/schemas';
import { Heading, Stack } from '@olympiad/shared/ui';
import { LoadState } from '../../../components/load-state';
import { removeTeam, useGuides, useTeamsWithoutGuide } from '../api/guides';
import { AssignTeamForm } from './assign-team-form';
import { GuideDetailsList } from './guide-details-list';
import { GuideForm } from './guide-form';
import { GuideTeamList } from './guide-team-list';

/** Add guide, the guides with their teams (assign, remove), and the guides' details. */
export function GuidesPage() {
  const guides = useGuides();
  const freeTeams = useTeamsWithoutGuide();
  const [removing, setRemoving] = useState<string | null>(null);

  // The spec reloads after each change: both lists, so a removed team is offered again at once.
  const reload = async () => {
    await Promise.all([guides.mutate(), freeTeams.mutate()]);
  };

  const remove = async (guide: Guide, team: Guide['teams'][number]) => {
    setRemoving(`${guide.id}/${team.id}`);
    try {
      await removeTeam(guide.id, team.id);
      notify.success(`${team.name} is removed from ${guide.person.fullName}.`);
    } catch (failure) {
      notify.error(failure instanceof ApiError ? failure.message : MESSAGES.error);
    } finally {
      setRemoving(null);
    }
    await reload();
  };

  return (
    <Stack gap="8">
      <GuideForm onCreated={reload} />
      <Stack as="section" aria-labelledby="guide-teams-heading" gap="4">
        <Heading as="h2" id="guide-teams-heading" size="xl">Guides and their teams</Heading>
        <LoadState what="guides" data={guides.data} error={guides.error} isLoading={guides.isLoading} empty="No guides yet.">
          {(list) => (
            <>
              <GuideTeamList guides={list} removing={removing} onRemove={remove} />
              <AssignTeamForm guides={list} teams={freeTeams.data ?? []} onAssigned={reload} />
            </>
          )}
        </LoadState>
      </Stack>
      <Stack as="section" aria-labelledby="guide-details-heading" gap="4">
        <Heading as="h2" id="guide-details-heading" size="xl">Guides</Heading>
        <LoadState what="guides" data={guides.data} error={guides.error} isLoading={guides.isLoading} empty="No guides yet.">
          {(list) => <GuideDetailsList guides={list} />}
        </LoadState>
      </Stack>
    </Stack>
  );
}
