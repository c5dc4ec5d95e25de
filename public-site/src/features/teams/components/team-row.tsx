import { memo } from 'react';
import type { PublicTeam } from '@olympiad/shared/schemas';
import { Button, Flag, Heading, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { TeamMember } from './team-member';
import styles from './team-row.module.css';

interface TeamRowProps {
  team: PublicTeam;
  onEdit?: ((team: PublicTeam) => void) | undefined;
  /** The first row is on the first screen: its flag and pictures load at once, the others lazily. */
  firstScreen?: boolean;
}

/**
 * Flag and name, then the leader, the deputy leader (or its label) and the contestants. Memoised:
 * each idle step of the progressive list renders only its new rows.
 */
export const TeamRow = memo(function TeamRow({ team, onEdit, firstScreen = false }: TeamRowProps) {
  return (
    <article aria-labelledby={`team-${team.id}`} className={styles.row}>
      <div className={styles.header}>
        <Flag image={team.countryFlag} country={team.countryName} loading={firstScreen ? 'eager' : 'lazy'} />
        <div className={styles.title}>
          <Heading as="h3" size="lg" id={`team-${team.id}`}>{team.name}</Heading>
          <p className={styles.country}>{team.countryName}</p>
        </div>
        {onEdit && (
          <Button onClick={() => onEdit(team)}>
            EDIT<VisuallyHidden> {team.name}</VisuallyHidden>
          </Button>
        )}
      </div>
      <ul className={styles.members}>
        <TeamMember role="LEADER" person={team.leader?.person ?? null} priority={firstScreen} />
        <TeamMember role="DEPUTY LEADER" person={team.deputyLeader?.person ?? null} priority={firstScreen} />
        {team.contestants.map((contestant) => (
          <TeamMember key={contestant.id} role="CONTESTANT" person={contestant.personEditModel} priority={firstScreen} />
        ))}
      </ul>
    </article>
  );
});
