import type { HTMLAttributes } from 'react';
import { classNames } from './class-names.js';
import styles from './layout.module.css';

const GAPS = { 3: styles.gap3, 4: styles.gap4, 5: styles.gap5, 6: styles.gap6, 8: styles.gap8 } as const;

/** Its children one under the other, `gap` apart in Chakra's spacing steps (4 = 1rem). */
export function Stack({ gap = 4, className, ...props }: HTMLAttributes<HTMLDivElement> & { gap?: keyof typeof GAPS }) {
  return <div className={classNames(styles.stack, GAPS[gap], className)} {...props} />;
}

/** A form's fields, one column on a phone and two from a tablet's width. */
export function FieldGrid({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames(styles.fieldGrid, className)} {...props} />;
}

/** A heading and its action on one row, the action wrapping under it on a phone. */
export function TitleBar({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={classNames(styles.titleBar, className)} {...props} />;
}
