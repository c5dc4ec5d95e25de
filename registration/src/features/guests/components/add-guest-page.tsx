import { useSWRConfig } from 'swr';
import type { Person } from '@olympiad/shared/schemas';
import { MESSAGES, useContest } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';
import { ErrorAlert, Heading, PageLoader, Stack } from '@olympiad/shared/plain-ui';
import { AdministratorCountry } from '../../../components/administrator-country';
import { ClosedNote } from '../../../components/closed-note';
import { guestsClosedReason } from '../../../components/registration-closures';
import { useRegistrationPhase } from '../../../components/use-registration-phase';
import { useRegistrationCountry } from '../../../components/use-registration-country';
import { saveGuest } from '../save-guest';
import { useGuests, useGuestsKey } from '../use-guests';
import { savedGuestState, useSelectedGuestId } from '../guest-selection';
import { GuestForm } from './guest-form';

/**
 * /addGuest: Register mode by default, Edit mode for the guest chosen in the list (a guest no
 * longer there falls back to Register mode). Saving leaves the page, which ends the selection.
 * After the edit window, a note instead of the form: the server would refuse it.
 */
export function AddGuestPage() {
  const { countryId } = useRegistrationCountry();
  const contest = useContest().data;
  const selectedId = useSelectedGuestId();
  const { data: guests, error } = useGuests();
  const guestsKey = useGuestsKey();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const guest = selectedId ? guests?.find((g) => g.id === selectedId) : undefined;
  const { phase, endOfRegistrationDate } = useRegistrationPhase();

  if (error) {
    return <ErrorAlert>The guests could not be loaded. Check your connection and reload the page.</ErrorAlert>;
  }
  if (phase === 'closed' && endOfRegistrationDate) {
    return (
      <Stack gap={5}>
        <Heading as="h1" size="2xl">
          Add Guest
        </Heading>
        <ClosedNote title={MESSAGES.registrationOver} link={{ to: '/listGuests', label: 'List and Edit Guests' }}>
          {guestsClosedReason(endOfRegistrationDate)}
        </ClosedNote>
      </Stack>
    );
  }
  if (!contest || !countryId || !phase || (selectedId && !guests)) {
    return (
      <>
        <AdministratorCountry />
        <PageLoader label="Loading the form" />
      </>
    );
  }
  return (
    <Stack gap={4}>
      <AdministratorCountry />
      <GuestForm
        key={guest?.id ?? 'new'}
        guest={guest}
        save={(values, headers) => saveGuest(values, { id: guest?.id, countryId, contestId: contest.id }, headers)}
        reload={async () => (guestsKey ? await mutate<Person[]>(guestsKey) : guests)?.find((candidate) => candidate.id === guest?.id)}
        onSaved={(saved) => {
          if (guestsKey) void mutate(guestsKey);
          navigate('/listGuests', { state: savedGuestState(saved.id) });
        }}
      />
    </Stack>
  );
}
