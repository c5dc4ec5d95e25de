import type { Guide } from '@olympiad/shared/schemas';
import { ConfirmDialog } from '@olympiad/shared/plain-ui';

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
    <ConfirmDialog
      open={Boolean(removal)}
      title="Remove team from guide"
      confirmLabel={`Remove ${removal?.team.name ?? ''}`}
      busyLabel="Removing"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Remove {removal?.team.countryName} – {removal?.team.name} from {removal?.guide.person.fullName}? The team will have no guide until it
      is assigned again.
    </ConfirmDialog>
  );
}
