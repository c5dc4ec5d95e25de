import { useState } from 'react';
import { Button, Text, VisuallyHidden } from '@olympiad/shared/ui';
import { useEditTeam } from './edit-team-context';
import { LeaderEditForm } from './leader-edit-form';
import { ReplaceLeaderModal } from './replace-leader-modal';
import { SectionFrame } from './section-frame';

/** The team's leader, and Replace With opening the Replace Leader modal. */
export function LeaderSection() {
  const { team } = useEditTeam();
  const [replacing, setReplacing] = useState(false);
  const replaceButton = (
    <Button type="button" variant="outline" onClick={() => setReplacing(true)}>
      Replace With<VisuallyHidden> (Leader)</VisuallyHidden>
    </Button>
  );
  return (
    <SectionFrame id="leader-heading" title="Leader">
      {team.leader ? (
        // A new key gives a fresh form when another leader takes the place.
        <LeaderEditForm key={team.leader.id} leader={team.leader} role="Leader" actions={replaceButton} />
      ) : (
        <>
          <Text>The team has no leader yet.</Text>
          {replaceButton}
        </>
      )}
      <ReplaceLeaderModal open={replacing} onClose={() => setReplacing(false)} isDeputy={false} />
    </SectionFrame>
  );
}
