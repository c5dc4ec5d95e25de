import type { GuideTeam, StayPerson } from '@olympiad/shared/schemas';
import { Picture } from '@olympiad/shared/plain-ui';
import { PhoneLink } from '../../../components/phone-link';
import { dayOneSeat } from '../../../components/seat';
import { TeamSheet } from '../../../components/team-sheet';
import { PersonStay } from './person-stay';
import styles from './my-team.module.css';

interface MyTeamProps {
  team: GuideTeam;
  /** The stay of each person of the guide's teams, by person id (readGuidedStay). */
  stays: ReadonlyMap<string, StayPerson>;
}

/**
 * One of the guide's teams: the leader to call, and each contestant with photo, name and day-1
 * seat; each with their room, emergency contact, diet and health notes.
 */
export function MyTeam({ team, stays }: MyTeamProps) {
  const { leader } = team;
  return (
    <TeamSheet team={team} level="h2">
      <div>
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
        {leader && <PersonStay stay={stays.get(leader.personId)} />}
      </div>
      <ul className={styles.contestants} aria-label={`Contestants of ${team.name}`}>
        {team.contestants.map((contestant) => {
          const seat = dayOneSeat(contestant);
          return (
            <li key={contestant.id} className={styles.contestant}>
              <Picture src={contestant.personEditModel.picturePath} alt={contestant.personEditModel.fullName} loading="eager" />
              <div className={styles.details}>
                <p className={styles.name}>{contestant.personEditModel.fullName}</p>
                <p>{seat ? `Day 1 seat: ${seat}` : 'Day 1 seat: not assigned yet'}</p>
                <PersonStay stay={stays.get(contestant.personId)} />
              </div>
            </li>
          );
        })}
      </ul>
    </TeamSheet>
  );
}
