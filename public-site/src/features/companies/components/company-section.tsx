import { useId } from 'react';
import type { Company } from '@olympiad/shared/schemas';
import { Heading } from '@olympiad/shared/plain-ui';
import { CompanyList } from './company-list';
import styles from './company-section.module.css';

/** A titled group of companies (h2), each company under an h3. */
export function CompanySection({ title, companies, first = false }: { title: string; companies: Company[]; first?: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl" className={styles.heading}>
        {title}
      </Heading>
      <CompanyList companies={companies} level="h3" first={first} />
    </section>
  );
}
