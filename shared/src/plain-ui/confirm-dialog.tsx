import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Row, Stack } from './layout.js';
import { Modal } from './modal.js';

interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's name, e.g. "Delete guest". */
  title: string;
  /** The question, naming what goes. */
  children: ReactNode;
  /** The confirming button, naming what goes, e.g. "Delete Gina Guest". */
  confirmLabel: string;
  /** Shown on the confirming button while the call runs, e.g. "Deleting". */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is destroyed or replaced: it cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel = confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} role="alertdialog">
      <Stack gap={5}>
        <p>{children}</p>
        <Row end>
          {/* Focused first: Enter on an opened confirmation must not destroy anything. */}
          <Button variant="outline" tone="gray" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </Row>
      </Stack>
    </Modal>
  );
}
