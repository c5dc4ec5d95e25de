import { useState } from 'react';
import { MAX_CONTESTANTS, MIN_CONTESTANTS, useDisabledUntilHydrated } from '@olympiad/shared';
import { Stack } from '@olympiad/shared/plain-ui';
import { AddContestantModal } from './add-contestant-modal';
import { ContestantCard } from './contestant-card';
import { mayChangeMembers, useEditTeam } from './edit-team-context';
import { SectionFrame } from './section-frame';
import styles from './contestants-section.module.css';

/** The contestants' cards; the plus button adds one while the team has fewer than four. */
export function ContestantsSection() {
  const { team, phase } = useEditTeam();
  // In the edit window contestants can no longer be added or deleted (the note above says so).
  const membersOpen = mayChangeMembers(phase);
  const [adding, setAdding] = useState(false);
  const addDisabled = useDisabledUntilHydrated(false);
  const { contestants } = team;
  return (
    <SectionFrame id="contestants-heading" title="Contestants">
      <Stack gap={4}>
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
        <div className={styles.add}>
          <button type="button" aria-label="Add Contestant" className={styles.plus} disabled={addDisabled} onClick={() => setAdding(true)}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
      {membersOpen && <AddContestantModal open={adding} onClose={() => setAdding(false)} />}
    </SectionFrame>
  );
}
