import type { ReactNode } from 'react';
import { Button, Heading } from '@olympiad/shared/plain-ui';
import styles from './print-sheet.module.css';

/**
 * The guide's printed sheets: A4, one team per page (a guide's header starts a page with its
 * first team), photos kept. The shell hides its navigation bar and footer in print itself.
 * Marked with data attributes so the rules read as plain CSS.
 */
const PRINT_STYLES = `
@page { size: A4; margin: 12mm; }
[data-print-only] { display: none; }
@media print {
  [data-print-hidden] { display: none !important; }
  [data-print-only] { display: block; }
  [data-print-team] { break-inside: avoid; }
  [data-print-team] + [data-print-team], [data-print-guide] + [data-print-guide] { break-before: page; }
  img { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;

/**
 * A guide page: its heading, a Print button (not printed) and its printable content. The guide's
 * pages are drawn in the plain UI: a guide's phone at the venue downloads no UI library.
 */
export function PrintSheet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.sheet}>
      <style>{PRINT_STYLES}</style>
      <div className={styles.title}>
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Button data-print-hidden="" variant="outline" className={styles.print} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {children}
    </div>
  );
}
