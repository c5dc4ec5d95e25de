import { Heading } from '@olympiad/shared/plain-ui';
import { roleLine } from '../stay-values';
import { DietAndHealthForm } from './diet-and-health-form';
import type { PersonFormProps } from './person-form-props';
import { RoomAndContactForm } from './room-and-contact-form';
import styles from './stay-person.module.css';

/** One person of the delegation: their room request and emergency contact, then their diet and health. */
export function StayPersonCard(props: PersonFormProps) {
  const { person } = props;
  const headingId = `stay-${person.personId}`;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <div>
        <Heading as="h2" id={headingId} size="lg">
          {person.fullName}
        </Heading>
        <p className={styles.role}>{roleLine(person)}</p>
      </div>
      <RoomAndContactForm {...props} />
      {/* Remounted when the consent is recorded or withdrawn: the health record starts anew. */}
      <DietAndHealthForm key={person.health?.consentAt ?? 'no consent'} {...props} />
    </section>
  );
}
