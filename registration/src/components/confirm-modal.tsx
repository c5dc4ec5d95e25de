import type { ReactNode } from 'react';
import { Button, Modal } from '@olympiad/shared/plain-ui';
import styles from './confirm-modal.module.css';

interface ConfirmModalProps {
  open: boolean;
  /** The dialog's name, e.g. "Delete guest". */
  title: string;
  /** The question, naming what goes. */
  children: ReactNode;
  /** The confirming button, naming what goes, e.g. "Delete Gina Guest". */
  confirmLabel: string;
  /** Shown on the confirming button while the call runs, e.g. "Deleting". */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is destroyed (a guest, a contestant, the deputy): it cannot be undone. */
export function ConfirmModal({ open, title, children, confirmLabel, busyLabel, busy, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} role="alertdialog">
      <p>{children}</p>
      <div className={styles.actions}>
        {/* Focused first: Enter on an opened confirmation must not destroy anything. */}
        <Button variant="outline" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
