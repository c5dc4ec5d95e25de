import type { Country } from '@olympiad/shared/schemas';
import { ConfirmDialog } from '@olympiad/shared/plain-ui';

interface DeleteCountryModalProps {
  country: Country | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a country is deleted: it cannot be undone (a country still in use is refused by the server). */
export function DeleteCountryModal({ country, busy, onConfirm, onClose }: DeleteCountryModalProps) {
  return (
    <ConfirmDialog
      open={Boolean(country)}
      title="Delete country"
      confirmLabel={`Delete ${country?.name ?? ''}`}
      busyLabel="Deleting"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Delete {country?.name} and its flag? This cannot be undone.
    </ConfirmDialog>
  );
}
