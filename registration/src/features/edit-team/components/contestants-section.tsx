import { useState } from 'react';
import { MAX_CONTESTANTS, MIN_CONTESTANTS } from '@olympiad/shared';
import { Flex, IconButton, Stack } from '@olympiad/shared/ui';
import { AddContestantModal } from './add-contestant-modal';
import { ContestantCard } from './contestant-card';
import { mayChangeMembers, useEditTeam } from './edit-team-context';
import { SectionFrame } from './section-frame';

/** The contestants' cards; the plus button adds one while the team has fewer than four. */
export function ContestantsSection() {
  const { team, phase } = useEditTeam();
  // In the edit window contestants can no longer be added or deleted (the note above says so).
  const membersOpen = mayChangeMembers(phase);
  const [adding, setAdding] = useState(false);
  const { contestants } = team;
  return (
    <SectionFrame id="contestants-heading" title="Contestants">
      <Stack gap="4">
        {contestants.map((contestant) => (
          <ContestantCard
            key={contestant.id}
            contestant={contestant}
            deletable={membersOpen}
            canDelete={contestants.length > MIN_CONTESTANTS}
          />
        ))}
      </Stack>
      {membersOpen && contestants.length < MAX_CONTESTANTS && (
        <Flex justify="center">
          <IconButton aria-label="Add Contestant" colorPalette="blue" borderRadius="full" size="lg" onClick={() => setAdding(true)}>
            <span aria-hidden="true">+</span>
          </IconButton>
        </Flex>
      )}
      {membersOpen && <AddContestantModal open={adding} onClose={() => setAdding(false)} />}
    </SectionFrame>
  );
}
