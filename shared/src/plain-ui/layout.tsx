import type { HTMLAttributes } from 'react';
import { classNames } from './class-names.js';
import styles from './layout.module.css';

const GAPS = { 2: styles.gap2, 3: styles.gap3, 4: styles.gap4, 5: styles.gap5, 6: styles.gap6, 8: styles.gap8 } as const;

type Gap = keyof typeof GAPS;

/** Its children one under the other, `gap` apart in Chakra's spacing steps (4 = 1rem). */
export function Stack({ gap = 4, className, ...props }: HTMLAttributes<HTMLDivElement> & { gap?: Gap }) {
  return <div className={classNames(styles.stack, GAPS[gap], className)} {...props} />;
}

/** Its children side by side, centred on one line, `gap` apart; they wrap on a narrow screen. */
export function Row({ gap = 3, className, ...props }: HTMLAttributes<HTMLDivElement> & { gap?: Gap }) {
  return <div className={classNames(styles.row, GAPS[gap], className)} {...props} />;
}

/** A form's fields, one column on a phone and two from a tablet's width. */
export function FieldGrid({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames(styles.fieldGrid, className)} {...props} />;
}

/** A heading and its action on one row, the action wrapping under it on a phone. */
export function TitleBar({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames(styles.titleBar, className)} {...props} />;
}
