import { useEffect, useId, useRef } from 'react';
import type { EditTeamFocus } from '@olympiad/shared';
import { useLocation } from '@olympiad/shared/router';
import { editTeamFocusOf } from '../edit-team-focus';
import styles from './fix-target.module.css';

/**
 * Whether Edit Team was opened at this block (a gap of Progress names it in the link's state):
 * then the block is scrolled to the top and focused as it first shows, framed, and says what is
 * to be fixed in it, which it is also described by. Spread `props` on the block's element and put
 * `note` inside it.
 */
export function useFixTarget<T extends HTMLElement>(isBlock: (focus: EditTeamFocus) => boolean) {
  const focus = editTeamFocusOf(useLocation().state);
  const gap = focus && isBlock(focus) ? focus.gap : null;
  const ref = useRef<T>(null);
  const noteId = useId();

  useEffect(() => {
    if (!gap) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [gap]);

  if (!gap) return { props: { ref }, className: undefined, note: null };
  return {
    props: { ref, tabIndex: -1, 'aria-describedby': noteId },
    className: styles.target,
    note: (
      <p id={noteId} className={styles.note}>
        <strong>To fix here:</strong> {gap}.
      </p>
    ),
  };
}
