import type { ReactNode } from 'react';
import type { GuideTeam } from '@olympiad/shared/schemas';
import { Flag, Heading } from '@olympiad/shared/plain-ui';
import styles from './team-sheet.module.css';

/**
 * One team, one printed page: flag, team name and group in capitals, then what the page lists.
 * Its heading level follows the page's outline.
 */
export function TeamSheet({ team, level, children }: { team: GuideTeam; level: 'h2' | 'h3'; children: ReactNode }) {
  const headingId = `team-${team.id}`;
  return (
    <article data-print-team="" aria-labelledby={headingId} className={styles.sheet}>
      <div className={styles.head}>
        <Flag image={team.countryFlag} country={team.countryName} loading="eager" />
        <Heading as={level} id={headingId} size="lg" className={styles.name}>
          {team.name}
        </Heading>
        <p className={styles.group}>{team.group.toUpperCase()}</p>
      </div>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
