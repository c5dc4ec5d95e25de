import type { Guide } from '@olympiad/shared/schemas';
import { Button, HStack, Modal, Stack, Text } from '@olympiad/shared/ui';

export interface Removal {
  guide: Guide;
  team: Guide['teams'][number];
}

interface RemoveTeamModalProps {
  removal: Removal | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a team leaves its guide: the guide's sheets and the team's walks change at once. */
export function RemoveTeamModal({ removal, busy, onConfirm, onClose }: RemoveTeamModalProps) {
  return (
    <Modal open={Boolean(removal)} onClose={onClose} title="Remove team from guide" role="alertdialog">
      <Stack gap="5">
        <Text>
          Remove {removal?.team.countryName} – {removal?.team.name} from {removal?.guide.person.fullName}? The team will have no guide
          until it is assigned again.
        </Text>
        <HStack gap="3" justify="end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Removing">
            Remove {removal?.team.name}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
