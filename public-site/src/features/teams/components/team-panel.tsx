import type { PublicTeam } from '@olympiad/shared/schemas';
import { Heading } from '@olympiad/shared/plain-ui';
import { useProgressiveCount } from '@olympiad/shared/long-list';
import { TeamRow, type OpenAll } from './team-row';
import styles from './team-panel.module.css';

interface TeamPanelProps {
  title: string;
  teams: PublicTeam[];
  onEdit?: ((team: PublicTeam) => void) | undefined;
  /** The page's first panel: its first row is on the first screen. */
  first?: boolean;
  /** Given: each row folds, open until the reader or "Collapse all teams" closes it. */
  openAll?: OpenAll | undefined;
  /** Every row at once, not the first screen then the rest in idle time (a jump further down). */
  everyRow?: boolean;
}

/** A collapsible panel, open by default: native <details>, keyboard-operable with no script. */
export function TeamPanel({ title, teams, onEdit, first = false, openAll, everyRow = false }: TeamPanelProps) {
  const shown = useProgressiveCount(teams.length, { first: 6, step: 6, all: everyRow });
  return (
    <section>
      <details open>
        <summary className={styles.summary}>
          <Heading as="h2" size="xl" className={styles.title}>
            {title}
          </Heading>
        </summary>
        <div className={styles.rows}>
          {teams.slice(0, shown).map((team, index) => (
            <TeamRow key={team.id} team={team} onEdit={onEdit} firstScreen={first && index === 0} openAll={openAll} />
          ))}
        </div>
      </details>
    </section>
  );
}
