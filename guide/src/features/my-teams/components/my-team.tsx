import type { GuideTeam } from '@olympiad/shared/schemas';
import { Picture } from '@olympiad/shared/plain-ui';
import { PhoneLink } from '../../../components/phone-link';
import { dayOneSeat } from '../../../components/seat';
import { TeamSheet } from '../../../components/team-sheet';
import styles from './my-team.module.css';

/** One of the guide's teams: the leader to call, and each contestant with photo, name and day-1 seat. */
export function MyTeam({ team }: { team: GuideTeam }) {
  const { leader } = team;
  return (
    <TeamSheet team={team} level="h2">
      <p>
        <span className={styles.label}>Leader: </span>
        {leader ? leader.person.fullName : 'None'}
        {leader?.phoneNumber && (
          <>
            {', '}
            <PhoneLink phone={leader.phoneNumber} />
          </>
        )}
      </p>
      <ul className={styles.contestants} aria-label={`Contestants of ${team.name}`}>
        {team.contestants.map((contestant) => {
          const seat = dayOneSeat(contestant);
          return (
            <li key={contestant.id} className={styles.contestant}>
              <Picture src={contestant.personEditModel.picturePath} alt={contestant.personEditModel.fullName} loading="eager" />
              <div className={styles.details}>
                <p className={styles.name}>{contestant.personEditModel.fullName}</p>
                <p>{seat ? `Day 1 seat: ${seat}` : 'Day 1 seat: not assigned yet'}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </TeamSheet>
  );
}
