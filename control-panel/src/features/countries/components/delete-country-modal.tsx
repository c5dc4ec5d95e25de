import type { Country } from '@olympiad/shared/schemas';
import { Button, HStack, Modal, Stack, Text } from '@olympiad/shared/ui';

interface DeleteCountryModalProps {
  country: Country | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a country is deleted: it cannot be undone (a country still in use is refused by the server). */
export function DeleteCountryModal({ country, busy, onConfirm, onClose }: DeleteCountryModalProps) {
  return (
    <Modal open={Boolean(country)} onClose={onClose} title="Delete country" role="alertdialog">
      <Stack gap="5">
        <Text>Delete {country?.name} and its flag? This cannot be undone.</Text>
        <HStack gap="3" justify="end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Deleting">
            Delete {country?.name}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
