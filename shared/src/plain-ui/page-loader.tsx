import styles from './page-loader.module.css';
import { Spinner } from './spinner.js';

/** Shown while a screen's data or code is on its way; the label is what assistive technology reads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite" aria-label={label}>
      <Spinner />
    </div>
  );
}
