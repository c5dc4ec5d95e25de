import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { ConsentQuestion, consentStatus } from '@olympiad/shared/consent';
import { Fieldset } from '@olympiad/shared/plain-ui';
import styles from './consent-fields.module.css';

interface ConsentFieldsProps {
  /** Where the form keeps the person's choices: `leaderPublicConsent`, `contestants.0.publicConsent`. */
  name: string;
  /** The edition's default for the person, in effect for a question left unanswered. */
  byDefault: boolean;
}

/**
 * Whether the public may see a new person's photo and name, each a question with nothing chosen
 * at first: a question left unanswered records no choice, and the form sends as the
 * specification's does.
 */
export function ConsentFields({ name, byDefault }: ConsentFieldsProps) {
  return (
    <Fieldset legend="Shown publicly" gap={3}>
      <p className={styles.hint}>On the public teams list. A question left unanswered records no choice.</p>
      <ConsentAnswer name={`${name}.photo`} question="Photo may be shown publicly" byDefault={byDefault} />
      <ConsentAnswer name={`${name}.name`} question="Name may be shown publicly" byDefault={byDefault} />
    </Fieldset>
  );
}

function ConsentAnswer({ name, question, byDefault }: { name: string; question: string; byDefault: boolean }) {
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  // A draft kept before these questions were asked has no answer: none was chosen.
  const value = typeof field.value === 'boolean' ? field.value : null;
  return (
    <ConsentQuestion
      question={question}
      value={value}
      onChange={field.onChange}
      status={value === null ? consentStatus(null, byDefault) : undefined}
    />
  );
}
