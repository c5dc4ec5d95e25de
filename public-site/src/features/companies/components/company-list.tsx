import type { Company } from '@olympiad/shared/schemas';
import { CompanyCard } from './company-card';
import styles from './company-list.module.css';

/** `first` when the list opens the page: its first card is on the first screen. */
export function CompanyList({ companies, level, first = false }: { companies: Company[]; level: 'h2' | 'h3'; first?: boolean }) {
  if (companies.length === 0) return <p>None yet.</p>;
  return (
    <ul className={styles.list}>
      {companies.map((company, index) => (
        <li key={company.name}>
          <CompanyCard company={company} level={level} priority={first && index === 0} />
        </li>
      ))}
    </ul>
  );
}
