import type { HTMLAttributes } from 'react';
import { classNames } from './class-names.js';
import styles from './heading.module.css';

const SIZES = { md: styles.md, lg: styles.lg, xl: styles.xl, '2xl': styles.xxl, '3xl': styles.xxxl } as const;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3';
  size: keyof typeof SIZES;
}

export function Heading({ as: Level, size, className, ...props }: HeadingProps) {
  return <Level className={classNames(styles.heading, SIZES[size], className)} {...props} />;
}
