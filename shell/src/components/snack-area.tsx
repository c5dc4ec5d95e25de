import { useSyncExternalStore } from 'react';
import { snacks } from '@olympiad/shared';
import styles from './snack-area.module.css';

/** The one snack message at the top centre: green for success, red for failure. */
export function SnackArea() {
  const snack = useSyncExternalStore(snacks.subscribe, snacks.getCurrent, snacks.getCurrent);
  return (
    <div className={styles.area} aria-live="polite">
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
