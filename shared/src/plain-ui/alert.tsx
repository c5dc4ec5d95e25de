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
