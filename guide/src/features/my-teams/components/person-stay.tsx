import type { StayPerson } from '@olympiad/shared/schemas';
import { PhoneLink } from '../../../components/phone-link';
import { contactText, dietText, roomText } from '../stay-lines';
import styles from './my-team.module.css';

/**
 * What a guide carries for one person of their team: the room once published, whom to call in an
 * emergency, the diet, allergies and medical notes (with the person's consent); on paper too.
 */
export function PersonStay({ stay }: { stay: StayPerson | undefined }) {
  if (!stay) return null;
  const contact = contactText(stay);
  const diet = stay.health && dietText(stay.health);
  return (
    <>
      {stay.room && <p>{roomText(stay.room)}</p>}
      {contact && (
        <p>
          <span className={styles.label}>Emergency contact: </span>
          {contact}
          {stay.emergencyContactPhone && (
            <>
              {', '}
              <PhoneLink phone={stay.emergencyContactPhone} />
            </>
          )}
        </p>
      )}
      {diet && <Line label="Diet" value={diet} />}
      {stay.health?.allergies && <Line label="Allergies" value={stay.health.allergies} />}
      {stay.health?.medicalNotes && <Line label="Medical notes" value={stay.health.medicalNotes} />}
    </>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <p className={styles.note}>
      <span className={styles.label}>{label}: </span>
      {value}
    </p>
  );
}
