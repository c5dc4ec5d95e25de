import { useState } from 'react';
import { CHANGED_MEANWHILE, MESSAGES, notify } from '@olympiad/shared';
import { Button, VisuallyHidden, WarningAlert } from '@olympiad/shared/plain-ui';

interface ChangedMeanwhileNoteProps {
  /** Completes the button's accessible name where a screen has several forms ("Team name"). */
  subject: string;
  /** Reads the record again and puts its current values into the form. */
  onLoad: () => Promise<void>;
}

/**
 * Said in a form whose save was refused because someone else changed the record meanwhile: what
 * the user typed stays in the fields until they choose to load the current values instead.
 */
export function ChangedMeanwhileNote({ subject, onLoad }: ChangedMeanwhileNoteProps) {
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      await onLoad();
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <WarningAlert>
      <p>{CHANGED_MEANWHILE}</p>
      <p>What you typed is still in the form and was not saved. Load the current values to see their change, then make yours again.</p>
      <Button size="sm" loading={loading} onClick={() => void load()}>
        Load current values<VisuallyHidden> ({subject})</VisuallyHidden>
      </Button>
    </WarningAlert>
  );
}
