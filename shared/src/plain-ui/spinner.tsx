import styles from './spinner.module.css';

/** A turning ring, for the eye only: what is loading is said by the element around it. */
export function Spinner({ className }: { className?: string | undefined }) {
  return <span aria-hidden="true" className={className ? `${styles.spinner} ${className}` : styles.spinner} />;
}
