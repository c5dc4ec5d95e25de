import { classNames } from './class-names.js';
import styles from './spinner.module.css';

/** A turning ring, for the eye only: what is loading is said by the element around it. */
export function Spinner({ className }: { className?: string | undefined }) {
  return <span aria-hidden="true" className={classNames(styles.spinner, className)} />;
}
