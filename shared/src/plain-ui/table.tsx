import type { ReactNode } from 'react';
import styles from './table.module.css';

/**
 * The classes of a data table: small type, rows lit under the pointer, the rows' actions side by side
 * (wrapping in a narrow column);
 * `stacked` with `table` turns each row into a card on a phone, each cell under its column's name
 * given as the cell's `data-label` (a list of a few rows whose actions must stay in view).
 */
export const tableLook = { table: styles.table, actions: styles.actions, stacked: styles.stacked };

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
