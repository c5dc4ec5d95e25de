import { Box } from '@olympiad/shared/ui';

const PROSE = {
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '3' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '4', mb: '2' },
  '& p': { mb: '3' },
  '& ul, & ol': { ps: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'blue.700', textDecoration: 'underline' },
  '& > :first-child': { mt: '0' },
};

/** Contest HTML written by an administrator in the contest settings. */
export function HtmlContent({ html }: { html: string }) {
  // Safe to inject: the server sanitises this HTML when it is stored (no scripts, event handlers
  // or javascript: URLs), and the public API only ever returns the stored, sanitised copy.
  return <Box maxW="prose" lineHeight="tall" css={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
