import { useState } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import type { Person } from '@olympiad/shared/schemas';
import { Link as RouterLink, useNavigate } from '@olympiad/shared/router';
import { buttonLook, ConfirmDialog, ErrorAlert, Heading, PageLoader, Stack, TitleBar } from '@olympiad/shared/plain-ui';
import { useGuests } from '../use-guests';
import { editGuestState } from '../guest-selection';
import { AdministratorCountry } from '../../../components/administrator-country';
import { ClosedNote } from '../../../components/closed-note';
import { guestsClosedReason } from '../../../components/registration-closures';
import { useRegistrationPhase } from '../../../components/use-registration-phase';
import { GuestTable } from './guest-table';
import { useSavedGuestInView } from './use-saved-guest-in-view';

/**
 * /listGuests: the country's guests, each with Edit and Delete (confirmed in a modal). After the
 * edit window the list stays, read-only, with a note saying why.
 */
export function GuestsPage() {
  const { data: guests, error, mutate } = useGuests();
  const { phase, endOfRegistrationDate } = useRegistrationPhase();
  const closed = phase === 'closed';
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Person | null>(null);
  const [busy, setBusy] = useState(false);
  useSavedGuestInView(guests);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await callApi('deletePerson', { params: { id: deleting.id } });
      await mutate((list) => list?.filter((g) => g.id !== deleting.id), { revalidate: true });
      setDeleting(null);
    } catch (failure) {
      notify.failure(failure, MESSAGES.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={5}>
      <TitleBar>
        <Heading as="h1" id="guests-heading" size="2xl">
          Guests
        </Heading>
        {phase && !closed && (
          <RouterLink to="/addGuest" className={buttonLook()}>
            Add Guest
          </RouterLink>
        )}
      </TitleBar>
      <AdministratorCountry />
      {closed && endOfRegistrationDate && (
        <ClosedNote title={MESSAGES.registrationOver} link={{ to: '/', label: 'Home' }}>
          {guestsClosedReason(endOfRegistrationDate)}
        </ClosedNote>
      )}
      {error && <ErrorAlert>The guests could not be loaded. Check your connection and reload the page.</ErrorAlert>}
      {!guests && !error && <PageLoader label="Loading the guests" />}
      {guests?.length === 0 && <p>No guests are registered yet.</p>}
      {guests && guests.length > 0 && (
        <GuestTable
          guests={guests}
          actions={
            phase && !closed
              ? { onEdit: (guest) => navigate('/addGuest', { state: editGuestState(guest.id) }), onDelete: setDeleting }
              : undefined
          }
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete guest"
        confirmLabel={`Delete ${deleting?.fullName ?? ''}`}
        busyLabel="Deleting"
        busy={busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Delete {deleting?.fullName} from your guests? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
