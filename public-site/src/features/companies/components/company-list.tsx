import type { Company } from '@olympiad/shared/schemas';
import { SimpleGrid, Text } from '@olympiad/shared/ui';
import { CompanyCard } from './company-card';

export function CompanyList({ companies, level }: { companies: Company[]; level: 'h2' | 'h3' }) {
  if (companies.length === 0) return <Text>None yet.</Text>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {companies.map((company) => (
        <li key={company.name}>
          <CompanyCard company={company} level={level} />
        </li>
      ))}
    </SimpleGrid>
  );
}
