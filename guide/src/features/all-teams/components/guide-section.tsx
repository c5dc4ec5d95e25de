import type { Guide } from '@olympiad/shared/schemas';
import { Heading } from '@olympiad/shared/plain-ui';
import { PhoneLink } from '../../../components/phone-link';
import { GuidedTeam } from './guided-team';
import styles from './guide-section.module.css';

/**
 * A guide's header row (name, phone, the label Guide, and You for the viewer's own) and their
 * teams; not printed without teams.
 */
export function GuideSection({ guide, own = false }: { guide: Guide; own?: boolean }) {
  const headingId = `guide-${guide.id}`;
  const hasTeams = guide.teams.length > 0;
  return (
    <section aria-labelledby={headingId} data-print-guide="" {...(hasTeams ? {} : { 'data-print-hidden': '' })}>
      <div className={styles.head}>
        <Heading as="h2" id={headingId} size="xl" className={styles.name}>
          {guide.person.fullName}
        </Heading>
        {guide.phoneNumber && <PhoneLink phone={guide.phoneNumber} />}
        <span className={styles.badge}>Guide</span>
        {own && <span className={styles.own}>You</span>}
      </div>
      {hasTeams ? (
        <div className={styles.teams}>
          {guide.teams.map((team) => (
            <GuidedTeam key={team.id} team={team} guide={guide} />
          ))}
        </div>
      ) : (
        <p className={styles.none}>No teams assigned yet.</p>
      )}
    </section>
  );
}
