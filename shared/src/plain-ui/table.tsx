import type { ReactNode } from 'react';
import styles from './table.module.css';

/** The class of a data table: Chakra's small interactive table, the rows' actions side by side. */
export const tableLook = { table: styles.table, actions: styles.actions };

/**
 * A table that scrolls sideways on a phone: the scrolling box is a named region a keyboard can
 * reach (axe's scrollable-region-focusable), so its hidden columns are reachable with the arrow keys.
 */
export function ScrollRegion({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
