import type { Company } from '@olympiad/shared/schemas';
import { SimpleGrid, Text } from '@olympiad/shared/ui';
import { CompanyCard } from './company-card';

/** `first` when the list opens the page: its first card is on the first screen. */
export function CompanyList({ companies, level, first = false }: { companies: Company[]; level: 'h2' | 'h3'; first?: boolean }) {
  if (companies.length === 0) return <Text>None yet.</Text>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {companies.map((company, index) => (
        <li key={company.name}>
          <CompanyCard company={company} level={level} priority={first && index === 0} />
        </li>
      ))}
    </SimpleGrid>
  );
}
