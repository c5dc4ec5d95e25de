import { useState } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { Button, Checkbox, ConfirmDialog, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { isPersonBlock } from '../edit-team-focus';
import { EDIT_TEAM_MESSAGES } from '../edit-team-messages';
import { useTrackCall } from './busy';
import { DeputyAddForm } from './deputy-add-form';
import { mayChangeMembers, useEditTeam } from './edit-team-context';
import { LeaderEditForm } from './leader-edit-form';
import { ReplaceLeaderModal } from './replace-leader-modal';
import { SectionFrame } from './section-frame';

/**
 * The deputy leader, shown while "Does the team have deputy leader?" is ticked: the existing
 * deputy read-only until Edit Personal Info (with Replace With and Remove From Team), or, when
 * there is none, the picker and a new deputy's fields with Add.
 */
export function DeputySection() {
  const { team, phase, refresh } = useEditTeam();
  const membersOpen = mayChangeMembers(phase);
  const track = useTrackCall();
  const deputy = team.deputyLeader;
  const [shown, setShown] = useState(deputy !== null);
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    if (!deputy) return;
    setRemoving(true);
    try {
      await track(callApi('removeLeader', { params: { teamId: team.id, leaderId: deputy.id } }));
      notify.success(EDIT_TEAM_MESSAGES.deputyLeaderRemoved);
      await refresh();
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  // In the edit window a deputy can no longer be replaced, removed or added (the note above says so).
  const actions = membersOpen && (
    <>
      <Button type="button" variant="outline" tone="gray" onClick={() => setReplacing(true)}>
        Replace With<VisuallyHidden> (Deputy Leader)</VisuallyHidden>
      </Button>
      <Button type="button" variant="outline" tone="red" onClick={() => setConfirming(true)}>
        Remove From Team<VisuallyHidden> (Deputy Leader)</VisuallyHidden>
      </Button>
    </>
  );

  if (!membersOpen && !deputy) {
    return (
      <SectionFrame id="deputy-heading" title="Deputy Leader">
        <p>The team has no deputy leader.</p>
      </SectionFrame>
    );
  }

  return (
    <SectionFrame id="deputy-heading" title="Deputy Leader" isTarget={isPersonBlock(deputy?.personId)}>
      <Checkbox
        label="Does the team have deputy leader?"
        checked={shown}
        disabled={phase === 'closed'}
        onChange={(event) => setShown(event.target.checked)}
      />
      {shown && (deputy ? <LeaderEditForm key={deputy.id} leader={deputy} role="Deputy Leader" actions={actions} /> : <DeputyAddForm />)}
      {membersOpen && <ReplaceLeaderModal open={replacing} onClose={() => setReplacing(false)} isDeputy />}
      {membersOpen && deputy && (
        <ConfirmDialog
          open={confirming}
          title="Remove deputy leader"
          confirmLabel={`Remove ${deputy.person.fullName}`}
          busyLabel="Removing"
          busy={removing}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        >
          Remove {deputy.person.fullName} from the team as its deputy leader?
        </ConfirmDialog>
      )}
    </SectionFrame>
  );
}
