import type { Guide, GuideTeam } from '@olympiad/shared/schemas';
import { dayOneSeat } from '../../../components/seat';
import { TeamSheet } from '../../../components/team-sheet';
import styles from './guided-team.module.css';

const Person = ({ label, name }: { label: string; name: string | undefined }) => (
  <p>
    <span className={styles.label}>{label}: </span>
    {name ?? 'None'}
  </p>
);

/** A team under its guide: leader, deputy leader and contestants with their day-1 seat once seated. */
export function GuidedTeam({ team, guide }: { team: GuideTeam; guide: Guide }) {
  return (
    <TeamSheet team={team} level="h3">
      {/* A printed page of a second team still says whose team it is. */}
      <p data-print-only="">
        Guide: {guide.person.fullName}
        {guide.phoneNumber ? `, ${guide.phoneNumber}` : ''}
      </p>
      <Person label="Leader" name={team.leader?.person.fullName} />
      <Person label="Deputy leader" name={team.deputyLeader?.person.fullName} />
      <div>
        <p className={styles.label}>Contestants</p>
        <ul className={styles.contestants} aria-label={`Contestants of ${team.name}`}>
          {team.contestants.map((contestant) => {
            const seat = dayOneSeat(contestant);
            return (
              <li key={contestant.id}>
                {contestant.personEditModel.fullName}
                {seat && ` – Day 1 seat: ${seat}`}
              </li>
            );
          })}
        </ul>
      </div>
    </TeamSheet>
  );
}
