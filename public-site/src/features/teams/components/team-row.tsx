import { memo, useState, type ReactNode } from 'react';
import type { PublicTeam } from '@olympiad/shared/schemas';
import { Button, classNames, Flag, Heading, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { teamHeadingId } from '../use-team-jump';
import { TeamMember } from './team-member';
import styles from './team-row.module.css';

/**
 * What "Collapse all teams" and "Expand all teams" last asked of every row: a new object each
 * time, so that asking again also closes the rows opened one by one since.
 */
export interface OpenAll {
  open: boolean;
}

interface TeamRowProps {
  team: PublicTeam;
  onEdit?: ((team: PublicTeam) => void) | undefined;
  /** The first row is on the first screen: its flag and pictures load at once, the others lazily. */
  firstScreen?: boolean;
  /** Given: the row folds to its header (native <details>), open until the reader or openAll closes it. */
  openAll?: OpenAll | undefined;
}

/** A row that folds: its own open state, set again whenever openAll is asked anew. */
function Disclosure({ openAll, summary, children }: { openAll: OpenAll; summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(openAll.open);
  const [followed, setFollowed] = useState(openAll);
  if (followed !== openAll) {
    // Adjusting state while rendering: React draws again at once with every row as asked.
    setFollowed(openAll);
    setOpen(openAll.open);
  }
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={classNames(styles.header, styles.summary)}>{summary}</summary>
      {children}
    </details>
  );
}

/**
 * Flag and name, then the leader, the deputy leader (or its label) and the contestants. Memoised:
 * each idle step of the progressive list renders only its new rows.
 */
export const TeamRow = memo(function TeamRow({ team, onEdit, firstScreen = false, openAll }: TeamRowProps) {
  const title = (
    <>
      <Flag image={team.countryFlag} country={team.countryName} loading={firstScreen ? 'eager' : 'lazy'} />
      <div className={styles.title}>
        <Heading as="h3" size="lg" id={teamHeadingId(team.id)}>
          {team.name}
        </Heading>
        <p className={styles.country}>{team.countryName}</p>
      </div>
    </>
  );
  const members = (
    <ul className={styles.members}>
      <TeamMember role="LEADER" person={team.leader?.person ?? null} priority={firstScreen} />
      <TeamMember role="DEPUTY LEADER" person={team.deputyLeader?.person ?? null} priority={firstScreen} />
      {team.contestants.map((contestant) => (
        <TeamMember key={contestant.id} role="CONTESTANT" person={contestant.personEditModel} priority={firstScreen} />
      ))}
    </ul>
  );
  return (
    <article aria-labelledby={teamHeadingId(team.id)} className={styles.row}>
      {openAll ? (
        <Disclosure openAll={openAll} summary={title}>
          {members}
        </Disclosure>
      ) : (
        <>
          <div className={styles.header}>
            {title}
            {onEdit && (
              <Button onClick={() => onEdit(team)}>
                EDIT<VisuallyHidden> {team.name}</VisuallyHidden>
              </Button>
            )}
          </div>
          {members}
        </>
      )}
    </article>
  );
});
