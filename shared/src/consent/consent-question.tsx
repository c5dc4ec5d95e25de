import { useId } from 'react';
import { useDisabledUntilHydrated } from '../hydration/use-hydrated.js';
import styles from './consent-question.module.css';

/** Where one consent stands, in the words every screen uses: given, withdrawn, or the default. */
export function consentStatus(recorded: boolean | null, inEffect: boolean): string {
  if (recorded === true) return 'Consent given';
  if (recorded === false) return 'Consent withdrawn';
  return `No choice recorded (the edition's default: ${inEffect ? 'shown' : 'hidden'})`;
}

interface ConsentQuestionProps {
  /** What is asked, as the legend: "Photo may be shown publicly". */
  question: string;
  /** The answer chosen: yes (true), no (false), or none yet (null). */
  value: boolean | null;
  onChange: (value: boolean) => void;
  /** Where the consent stands (consentStatus), under the answers. */
  status?: string | undefined;
}

/**
 * One consent asked as a question with Yes and No, neither chosen until someone answers: a
 * pre-ticked box would record a consent nobody gave.
 */
export function ConsentQuestion({ question, value, onChange, status }: ConsentQuestionProps) {
  const id = useId();
  const statusId = status ? `${id}-status` : undefined;
  const disabled = useDisabledUntilHydrated(false);
  return (
    <fieldset className={styles.question} aria-describedby={statusId}>
      <legend className={styles.legend}>{question}</legend>
      <div className={styles.answers}>
        {[true, false].map((answer) => (
          <label key={String(answer)} className={styles.answer}>
            <input type="radio" name={id} checked={value === answer} disabled={disabled} onChange={() => onChange(answer)} />
            {answer ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {status && (
        <p id={statusId} className={styles.status}>
          {status}
        </p>
      )}
    </fieldset>
  );
}
