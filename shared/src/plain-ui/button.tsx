import type { ButtonHTMLAttributes } from 'react';
import { useDisabledUntilHydrated } from '../hydration/use-hydrated.js';
import styles from './button.module.css';
import { classNames } from './class-names.js';
import { Spinner } from './spinner.js';

const TONES = { blue: styles.toneBlue, red: styles.toneRed, gray: styles.toneGray };

interface ButtonLook {
  /**
   * `solid`: the blue action; `danger`: one that destroys; `gray`: a quiet one; `outline`: in the
   * colour of what is around it.
   */
  variant?: 'solid' | 'danger' | 'gray' | 'outline';
  size?: 'sm' | 'md';
  /** An outline button's colour, with a light border (a table row's Edit and Delete, a pager's steps). */
  tone?: keyof typeof TONES;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Disabled, with a spinner before its label, which stays its accessible name. */
  loading?: boolean;
}

/** The class of a button's look, also for a link that looks like one (the router's `Link`). */
export function buttonLook({ variant = 'solid', size = 'md', tone }: ButtonLook = {}, className?: string) {
  return classNames(styles.button, styles[variant], size === 'sm' && styles.small, tone && styles.toned, tone && TONES[tone], className);
}

/** A button; on a page the server drew, disabled until React has taken the page over. */
export function Button({ variant, size, tone, loading = false, className, disabled, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonLook({ variant, size, tone }, className)}
      disabled={useDisabledUntilHydrated(disabled || loading)}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner className={styles.spinner} />}
      {children}
    </button>
  );
}
