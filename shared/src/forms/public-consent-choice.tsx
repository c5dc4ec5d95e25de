import { useState } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import { Checkbox, Fieldset, VisuallyHidden } from '@olympiad/shared/plain-ui';
import type { PublicConsent } from '@olympiad/shared/schemas';
import { recordPublicConsent } from '../api/record-public-consent';
import { EDIT_TEAM_MESSAGES } from '../edit-team-messages';
import { useTrackCall } from './busy';
import styles from './public-consent-choice.module.css';

interface PublicConsentChoiceProps {
  personId: string;
  name: string;
  /** The consent in effect, as the team's read gives it. */
  consent: PublicConsent | undefined;
}

/**
 * Whether the public teams list may show the person's photo and name. Each tick is recorded at
 * once, whatever the registration window: consent can always be given or withdrawn.
 */
export function PublicConsentChoice({ personId, name, consent }: PublicConsentChoiceProps) {
  const track = useTrackCall();
  const [shown, setShown] = useState(consent);
  const [saving, setSaving] = useState(false);
  if (!shown) return null;

  const record = async (next: PublicConsent) => {
    const before = shown;
    setShown(next);
    setSaving(true);
    try {
      setShown(await track(recordPublicConsent(personId, next)));
      notify.success(EDIT_TEAM_MESSAGES.consentRecorded);
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
