import type { Company } from '@olympiad/shared/schemas';
import { classNames, Heading, textLink, VisuallyHidden } from '@olympiad/shared/plain-ui';
import styles from './company-card.module.css';

const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 90;

/**
 * One organizer, partner, patron or sponsor; `level` keeps the page's heading order. `priority` on
 * the page's first card: its logo is likely the largest paint, so it is requested at once.
 */
export function CompanyCard({ company, level, priority = false }: { company: Company; level: 'h2' | 'h3'; priority?: boolean }) {
  const { name, imageUrl, companyUrl, additionalInformation } = company;
  return (
    <article className={styles.card}>
      {imageUrl && (
        <img
          src={imageUrl}
          alt={name}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          className={styles.logo}
        />
      )}
      <Heading as={level} size="md">
        {name}
      </Heading>
      {additionalInformation && <p>{additionalInformation}</p>}
      {companyUrl && (
        <a href={companyUrl} className={classNames(textLink, styles.website)}>
          Visit website<VisuallyHidden> of {name}</VisuallyHidden>
        </a>
      )}
    </article>
  );
}
