import { useState } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { Checkbox, Fieldset, VisuallyHidden } from '@olympiad/shared/plain-ui';
import type { PublicConsent } from '@olympiad/shared/schemas';
import styles from './public-consent-choice.module.css';

/** The snack of a recorded consent, phrased like the specification's. */
export const CONSENT_RECORDED = 'Consent is recorded successfully!';

interface PublicConsentChoiceProps {
  personId: string;
  name: string;
  /** The consent in effect, as the person's read gives it; nothing is offered without it. */
  consent: PublicConsent | undefined;
  /** Wraps the call, as a screen that shows its calls under way does (Edit Team). */
  track?: <T>(call: Promise<T>) => Promise<T>;
}

/**
 * Whether the public may see the person's photo and name (the teams list, the committees). Each
 * tick is recorded at once, whatever the registration window: consent can always be withdrawn.
 */
export function PublicConsentChoice({ personId, name, consent, track = (call) => call }: PublicConsentChoiceProps) {
  const [shown, setShown] = useState(consent);
  const [saving, setSaving] = useState(false);
  if (!shown) return null;

  const record = async (next: PublicConsent) => {
    const before = shown;
    setShown(next);
    setSaving(true);
    try {
      setShown(await track(callApi('recordPublicConsent', { params: { id: personId }, body: next })));
      notify.success(CONSENT_RECORDED);
    } catch (failure) {
      setShown(before);
      notify.failure(failure, MESSAGES.error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Fieldset
      legend={
        <>
          Shown publicly<VisuallyHidden> ({name})</VisuallyHidden>
        </>
      }
      gap={2}
      className={styles.choice}
    >
      <Checkbox
        label="Photo may be shown publicly"
        checked={shown.photo}
        disabled={saving}
        onChange={(event) => void record({ ...shown, photo: event.target.checked })}
      />
      <Checkbox
        label="Name may be shown publicly"
        checked={shown.name}
        disabled={saving}
        onChange={(event) => void record({ ...shown, name: event.target.checked })}
      />
    </Fieldset>
  );
}
