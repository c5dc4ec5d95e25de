import type { ReactNode } from 'react';
import { classNames } from './class-names.js';
import styles from './alert.module.css';

function Alert({ role, className, children }: { role: 'alert' | 'status'; className?: string; children: ReactNode }) {
  return (
    <div role={role} className={classNames(styles.alert, className)}>
      <div>{children}</div>
    </div>
  );
}

/** Something failed: announced at once, and shown in red with the reason. */
export const ErrorAlert = ({ children }: { children: ReactNode }) => <Alert role="alert">{children}</Alert>;

/**
 * Something went wrong that the reader can mend (their save was refused): announced at once,
 * shown in orange, its first child the title and what follows in the text's weight.
 */
export const WarningAlert = ({ children }: { children: ReactNode }) => (
  <Alert role="alert" className={styles.warning}>
    <div className={styles.note}>{children}</div>
  </Alert>
);

/** Something the reader should know, not an error: announced politely, shown in blue. */
export const InfoAlert = ({ children }: { children: ReactNode }) => (
  <Alert role="status" className={styles.info}>
    {children}
  </Alert>
);

/**
 * What the reader must know before going on (a form that is closed, and why): a region named by
 * its title (or `label`), in the info look, with what follows the title (the reason, a link).
 */
export function NoteRegion({ title, label = title, children }: { title: string; label?: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={classNames(styles.alert, styles.info)}>
      <div className={styles.note}>
        <p>{title}</p>
        {children}
      </div>
    </section>
  );
}
