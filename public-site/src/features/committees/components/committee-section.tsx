import { useId } from 'react';
import type { Committee } from '@olympiad/shared/schemas';
import { Heading } from '@olympiad/shared/plain-ui';
import { CommitteeMemberCard } from './committee-member-card';
import styles from './committee-section.module.css';

/** Cards on a phone's first screen: two columns of 180 px. */
const FIRST_SCREEN_CARDS = 2;

/** `first` for the page's first committee, whose first cards are on the first screen. */
export function CommitteeSection({ committee, first = false }: { committee: Committee; first?: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl" className={styles.heading}>
        {committee.name}
      </Heading>
      {committee.members.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className={styles.members}>
          {committee.members.map((member, index) => (
            <li key={`${member.person.fullName}-${member.role}`}>
              <CommitteeMemberCard member={member} priority={first && index < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
