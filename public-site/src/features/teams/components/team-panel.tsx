import type { PublicTeam } from '@olympiad/shared/schemas';
import { Heading } from '@olympiad/shared/plain-ui';
import { useProgressiveCount } from '../use-progressive-count';
import { TeamRow } from './team-row';
import styles from './team-panel.module.css';

interface TeamPanelProps {
  title: string;
  teams: PublicTeam[];
  onEdit?: ((team: PublicTeam) => void) | undefined;
  /** The page's first panel: its first row is on the first screen. */
  first?: boolean;
}

/** A collapsible panel, open by default: native <details>, keyboard-operable with no script. */
export function TeamPanel({ title, teams, onEdit, first = false }: TeamPanelProps) {
  const shown = useProgressiveCount(teams.length);
  return (
    <section>
      <details open>
        <summary className={styles.summary}>
          <Heading as="h2" size="xl" className={styles.title}>{title}</Heading>
        </summary>
        <div className={styles.rows}>
          {teams.slice(0, shown).map((team, index) => (
            <TeamRow key={team.id} team={team} onEdit={onEdit} firstScreen={first && index === 0} />
          ))}
        </div>
      </details>
    </section>
  );
}
