import { useState } from 'react';
import { notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import type { LetterSummary } from '@olympiad/shared/schemas';
import { ConfirmDialog } from '@olympiad/shared/plain-ui';

export const LETTER_REVOKED = 'Letter revoked.';

interface RevokeLetterDialogProps {
  /** The letter to revoke; the dialog is open while there is one. */
  letter: LetterSummary | null;
  onClose: () => void;
  onRevoked: () => void;
}

/** Asks before a letter is revoked: an embassy that checks it is told so from then on, and it cannot be undone. */
export function RevokeLetterDialog({ letter, onClose, onRevoked }: RevokeLetterDialogProps) {
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    if (!letter) return;
    setBusy(true);
    try {
      await callApi('revokeLetter', { params: { id: letter.id } });
      notify.success(LETTER_REVOKED);
      onRevoked();
      onClose();
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={letter !== null}
      title="Revoke letter"
      confirmLabel={`Revoke ${letter?.personName ?? ''}'s letter`}
      busyLabel="Revoking"
      busy={busy}
      onConfirm={() => void revoke()}
      onClose={onClose}
    >
      Revoke the invitation letter of {letter?.personName} ({letter?.country})? Its verification page will show it as revoked, and the
      country&apos;s registrators will be told. This cannot be undone; only an Administrator can make a new letter for this person.
    </ConfirmDialog>
  );
}
