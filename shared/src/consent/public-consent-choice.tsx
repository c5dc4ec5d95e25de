import { useState } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { Fieldset, VisuallyHidden } from '@olympiad/shared/plain-ui';
import type { ConsentState } from '@olympiad/shared/schemas';
import { ConsentQuestion, consentStatus } from './consent-question.js';
import styles from './public-consent-choice.module.css';

/** The snack of a recorded consent, phrased like the specification's. */
export const CONSENT_RECORDED = 'Consent is recorded successfully!';

type Consent = 'photo' | 'name';

const QUESTIONS: Record<Consent, string> = {
  photo: 'Photo may be shown publicly',
  name: 'Name may be shown publicly',
};

const sameConsent = (a: ConsentState | undefined, b: ConsentState | undefined) => JSON.stringify(a) === JSON.stringify(b);

interface PublicConsentChoiceProps {
  personId: string;
  name: string;
  /** The consent in effect with what is recorded, as the person's read gives it; nothing is offered without it. */
  consent: ConsentState | undefined;
  /** Wraps the call, as a screen that shows its calls under way does (Edit Team). */
  track?: <T>(call: Promise<T>) => Promise<T>;
  /** Reads the screen's data again once a choice is recorded, so that every view of it follows. */
  onRecorded?: () => unknown;
}

/**
 * Whether the public may see the person's photo and name (the teams list, the committees), each
 * asked with Yes and No and where it stands (given, withdrawn, or no choice and the edition's
 * default). Each answer is recorded at once, alone, whatever the registration window: consent can
 * always be withdrawn. The answers stay enabled during the call, so a keyboard keeps its place;
 * an answer given meanwhile is not taken.
 */
export function PublicConsentChoice({ personId, name, consent, track = (call) => call, onRecorded }: PublicConsentChoiceProps) {
  const [read, setRead] = useState(consent);
  const [shown, setShown] = useState(consent);
  const [saving, setSaving] = useState(false);
  // A read made again (after this or another change) shows what it says now.
  if (!sameConsent(consent, read)) {
    setRead(consent);
    setShown(consent);
  }
  if (!shown) return null;

  const record = async (consentOf: Consent, value: boolean) => {
    if (saving) return;
    const before = shown;
    setShown({ ...shown, [consentOf]: value, recorded: { ...shown.recorded, [consentOf]: value } });
    setSaving(true);
    const body = consentOf === 'photo' ? { photo: value } : { name: value };
    try {
      setShown(await track(callApi('recordPublicConsent', { params: { id: personId }, body })));
    } catch (failure) {
      setShown(before);
      notify.failure(failure, MESSAGES.error);
      return;
    } finally {
      setSaving(false);
    }
    notify.success(CONSENT_RECORDED);
    await onRecorded?.();
  };

  return (
    <Fieldset
      legend={
        <>
          Shown publicly<VisuallyHidden> ({name})</VisuallyHidden>
        </>
      }
      gap={3}
      className={styles.choice}
      aria-busy={saving || undefined}
    >
      {(['photo', 'name'] as const).map((consentOf) => (
        <ConsentQuestion
          key={consentOf}
          question={QUESTIONS[consentOf]}
          value={shown.recorded[consentOf]}
          status={consentStatus(shown.recorded[consentOf], shown[consentOf])}
          onChange={(value) => void record(consentOf, value)}
        />
      ))}
    </Fieldset>
  );
}
