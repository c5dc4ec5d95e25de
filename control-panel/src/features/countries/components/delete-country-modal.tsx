import type { Country } from '@olympiad/shared/schemas';
import { Button, Modal, Stack } from '@olympiad/shared/plain-ui';
import form from '../../../components/form.module.css';

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
      <Stack gap={5}>
        <p>Delete {country?.name} and its flag? This cannot be undone.</p>
        <div className={form.confirmActions}>
          <Button variant="outline" tone="gray" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {busy ? 'Deleting' : <>Delete {country?.name}</>}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
