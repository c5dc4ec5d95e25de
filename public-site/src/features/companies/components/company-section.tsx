import { useId } from 'react';
import type { Company } from '@olympiad/shared/schemas';
import { Box, Heading } from '@olympiad/shared/ui';
import { CompanyList } from './company-list';

/** A titled group of companies (h2), each company under an h3. */
export function CompanySection({ title, companies, first = false }: { title: string; companies: Company[]; first?: boolean }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl" mb="4">{title}</Heading>
      <CompanyList companies={companies} level="h3" first={first} />
    </Box>
  );
}
