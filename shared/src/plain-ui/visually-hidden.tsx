import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Read by assistive technology, not shown: "EDIT" is read as "EDIT Albania". */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
