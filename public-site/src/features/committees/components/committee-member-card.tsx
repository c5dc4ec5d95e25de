import type { CommitteeMember } from '@olympiad/shared/schemas';
import { Picture } from '@olympiad/shared/plain-ui';
import styles from './committee-member-card.module.css';

/** `priority` on the first screen's cards: the picture is likely the largest paint. */
export function CommitteeMemberCard({ member, priority = false }: { member: CommitteeMember; priority?: boolean }) {
  const { role, person } = member;
  return (
    <div className={styles.card}>
      <Picture src={person.picturePath} alt={person.fullName} priority={priority} />
      <p className={styles.name}>{person.fullName}</p>
      <p>{role}</p>
      <p className={styles.country}>{person.country.name}</p>
    </div>
  );
}
