import type { ReactNode } from 'react';
import { Button, HStack, Modal, Stack, Text } from '@olympiad/shared/ui';

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
      <Stack gap="5">
        <Text>{children}</Text>
        <HStack gap="3" justify="end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
