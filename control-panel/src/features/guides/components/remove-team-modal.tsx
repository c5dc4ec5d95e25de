import type { Guide } from '@olympiad/shared/schemas';
import { Button, Modal, Stack } from '@olympiad/shared/plain-ui';
import form from '../../../components/form.module.css';

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
      <Stack gap={5}>
        <p>
          Remove {removal?.team.countryName} – {removal?.team.name} from {removal?.guide.person.fullName}? The team will have no guide
          until it is assigned again.
        </p>
        <div className={form.confirmActions}>
          <Button variant="outline" tone="gray" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {busy ? 'Removing' : <>Remove {removal?.team.name}</>}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
