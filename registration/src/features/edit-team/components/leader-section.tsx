import { useState } from 'react';
import { Button, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { isPersonBlock } from '../edit-team-focus';
import { mayChangeMembers, useEditTeam } from './edit-team-context';
import { LeaderEditForm } from './leader-edit-form';
import { ReplaceLeaderModal } from './replace-leader-modal';
import { SectionFrame } from './section-frame';

/** The team's leader, and Replace With opening the Replace Leader modal. */
export function LeaderSection() {
  const { team, phase } = useEditTeam();
  const [replacing, setReplacing] = useState(false);
  // In the edit window a leader can no longer be replaced (the note above says so).
  const replaceButton = mayChangeMembers(phase) && (
    <Button type="button" variant="outline" tone="gray" onClick={() => setReplacing(true)}>
      Replace With<VisuallyHidden> (Leader)</VisuallyHidden>
    </Button>
  );
  return (
    <SectionFrame id="leader-heading" title="Leader" isTarget={isPersonBlock(team.leader?.personId)}>
      {team.leader ? (
        // A new key gives a fresh form when another leader takes the place.
        <LeaderEditForm key={team.leader.id} leader={team.leader} role="Leader" actions={replaceButton} />
      ) : (
        <>
          <p>The team has no leader yet.</p>
          {replaceButton}
        </>
      )}
      <ReplaceLeaderModal open={replacing} onClose={() => setReplacing(false)} isDeputy={false} />
    </SectionFrame>
  );
}
