import type { ReactNode } from 'react';
import { Button, Flex, Heading, Stack } from '@olympiad/shared/ui';

/**
 * The guide's printed sheets: A4, one team per page (a guide's header starts a page with its
 * first team), photos kept. The shell hides its navigation bar and footer in print itself.
 * Marked with data attributes so the rules read as plain CSS.
 */
export const PRINT_STYLES = `
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

/** A guide page: its heading, a Print button (not printed) and its printable content. */
export function PrintSheet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="6">
      <style>{PRINT_STYLES}</style>
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Heading as="h1" size="3xl">{title}</Heading>
        <Button data-print-hidden="" colorPalette="blue" variant="outline" onClick={() => window.print()}>
          Print
        </Button>
      </Flex>
      {children}
    </Stack>
  );
}
