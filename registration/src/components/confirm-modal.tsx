import type { Person } from '@olympiad/shared/schemas';
import { Button, HStack, Modal, Stack, Text } from '@olympiad/shared/ui';

interface DeleteGuestModalProps {
  guest: Person | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a guest is deleted: the deletion cannot be undone. */
export function DeleteGuestModal({ guest, busy, onConfirm, onClose }: DeleteGuestModalProps) {
  return (
    <Modal open={Boolean(guest)} onClose={onClose} title="Delete guest" role="alertdialog">
      <Stack gap="5">
        <Text>Delete {guest?.fullName} from your guests? This cannot be undone.</Text>
        <HStack gap="3" justify="end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Deleting">
            Delete {guest?.fullName}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
