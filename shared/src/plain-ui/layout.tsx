import type { FieldsetHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names.js';
import styles from './layout.module.css';

const GAPS = { 2: styles.gap2, 3: styles.gap3, 4: styles.gap4, 5: styles.gap5, 6: styles.gap6, 8: styles.gap8 } as const;

type Gap = keyof typeof GAPS;

/** Its children one under the other, `gap` apart in quarter-rem steps (4 = 1rem). */
export function Stack({ gap = 4, className, ...props }: HTMLAttributes<HTMLDivElement> & { gap?: Gap }) {
  return <div className={classNames(styles.stack, GAPS[gap], className)} {...props} />;
}

/**
 * Its children side by side, centred on one line, `gap` apart; they wrap on a narrow screen.
 * `end`: on the right, as a dialog's Cancel and its action.
 */
export function Row({ gap = 3, end = false, className, ...props }: HTMLAttributes<HTMLDivElement> & { gap?: Gap; end?: boolean }) {
  return <div className={classNames(styles.row, GAPS[gap], end && styles.end, className)} {...props} />;
}

interface FieldsetProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  legend: ReactNode;
  /** `lg`: the legend of a form's main part (Add Team's Team, Leader, Contestant 1…). */
  size?: 'md' | 'lg';
  gap?: Gap;
}

/** A part of a form in a frame, named by its legend on the frame, its fields one under the other. */
export function Fieldset({ legend, size = 'md', gap = 3, className, children, ...props }: FieldsetProps) {
  return (
    <fieldset className={classNames(styles.fieldset, GAPS[gap], className)} {...props}>
      <legend className={classNames(styles.legend, size === 'lg' && styles.large)}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A form's fields, one column on a phone and two from a tablet's width. */
export function FieldGrid({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames(styles.fieldGrid, className)} {...props} />;
}

/** A heading and its action on one row, the action wrapping under it on a phone. */
export function TitleBar({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames(styles.titleBar, className)} {...props} />;
}
