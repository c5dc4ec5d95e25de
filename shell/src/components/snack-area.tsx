import { useRef, useSyncExternalStore } from 'react';
import { snacks } from '@olympiad/shared';
import styles from './snack-area.module.css';
import { useClearOfFocus } from './use-clear-of-focus';

/**
 * The one snack message at the top centre, green for success and red for failure; at the bottom
 * while the top would cover the control that has focus (a field in error on a phone).
 */
export function SnackArea() {
  const snack = useSyncExternalStore(snacks.subscribe, snacks.getCurrent, snacks.getCurrent);
  const area = useRef<HTMLDivElement>(null);
  const place = useClearOfFocus(area, snack !== null);
  return (
    <div ref={area} className={styles.area} data-place={place} aria-live="polite">
      {snack && (
        <div key={snack.id} className={styles.snack} data-status={snack.status}>
          {/* The role is on the message alone, so that it reads exactly the message. */}
          <p role={snack.status === 'error' ? 'alert' : 'status'}>{snack.text}</p>
          <button type="button" className={styles.dismiss} aria-label="Dismiss message" onClick={snacks.dismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
