import { Picture } from '@olympiad/shared/plain-ui';
import styles from './team-member.module.css';

interface TeamMemberProps {
  role: string;
  person: { fullName: string; picturePath: string | null } | null;
  /** In the first screen's row: the picture is requested at once, at high priority. */
  priority?: boolean;
}

/** One person of a team: picture, name and role; an absent deputy shows only the role label. */
export function TeamMember({ role, person, priority = false }: TeamMemberProps) {
  return (
    <li className={styles.member}>
      {person ? (
        <Picture src={person.picturePath} alt={person.fullName} priority={priority} />
      ) : (
        <div className={styles.noPicture} aria-hidden="true" />
      )}
      <p className={styles.name}>{person?.fullName ?? 'None'}</p>
      <p className={styles.role}>{role}</p>
    </li>
  );
}
