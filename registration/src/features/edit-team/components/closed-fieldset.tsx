import type { ReactNode } from 'react';
import { useEditTeam } from './edit-team-context';
import styles from './closed-fieldset.module.css';

/**
 * A block's controls: after the edit window the server refuses every change of the team to its
 * registrator, and this fieldset turns them all off at once. The consent choices stay outside it:
 * a consent can always be withdrawn.
 */
export function ClosedFieldset({ children }: { children: ReactNode }) {
  const { phase } = useEditTeam();
  return (
    <fieldset disabled={phase === 'closed'} className={styles.controls}>
      {children}
    </fieldset>
  );
}
