import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { classNames } from './class-names.js';
import { Spinner } from './spinner.js';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `solid`: the blue action; `gray`: a quiet one; `outline`: in the colour of what is around it. */
  variant?: 'solid' | 'gray' | 'outline';
  size?: 'sm' | 'md';
  /** Disabled, with a spinner before its label, which stays its accessible name. */
  loading?: boolean;
}

export function Button({ variant = 'solid', size = 'md', loading = false, className, disabled, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={classNames(styles.button, styles[variant], size === 'sm' && styles.small, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <Spinner className={styles.spinner} />}
      {children}
    </button>
  );
}
