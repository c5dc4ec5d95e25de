import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** Something failed: announced at once, and shown in red with the reason. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      <div>{children}</div>
    </div>
  );
}

/** Something the reader should know, not an error: announced politely, shown in blue. */
export function InfoAlert({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={`${styles.alert} ${styles.info}`}>
      <div>{children}</div>
    </div>
  );
}
