import { MESSAGES } from '@olympiad/shared';
import type { DelegationStay } from '@olympiad/shared/schemas';
import { ErrorAlert, Heading, PageLoader, Stack } from '@olympiad/shared/plain-ui';
import { AdministratorCountry } from '../../../components/administrator-country';
import { ClosedNote } from '../../../components/closed-note';
import { stayClosedReason } from '../../../components/registration-closures';
import { useRegistrationPhase } from '../../../components/use-registration-phase';
import { useDelegationStay } from '../use-delegation-stay';
import { StayPersonCard } from './stay-person-card';
import { YourRooms } from './your-rooms';

/**
 * /stay (docs/screens.md, Rooms, diet and health): the delegation's rooms once published, and for
 * each person their room request, emergency contact, and (with an explicit consent) diet and health.
 */
export function StayPage() {
  const stay = useDelegationStay();
  const { phase, endOfRegistrationDate } = useRegistrationPhase();
  const closed = phase === 'closed';
  return (
    <Stack gap={5}>
      <Heading as="h1" id="stay-heading" size="2xl">
        Rooms, diet and health
      </Heading>
      <AdministratorCountry />
      {closed && endOfRegistrationDate && (
        <ClosedNote title={MESSAGES.registrationOver} link={{ to: '/', label: 'Home' }}>
          {stayClosedReason(endOfRegistrationDate)}
        </ClosedNote>
      )}
      {stay.error && !stay.data ? (
        <ErrorAlert>The delegation&apos;s stay could not be loaded. Check your connection and reload the page.</ErrorAlert>
      ) : !stay.data ? (
        <PageLoader label="Loading the delegation's stay" />
      ) : (
        <Delegation stay={stay.data} closed={closed} onChanged={() => stay.mutate()} />
      )}
    </Stack>
  );
}

interface DelegationProps {
  stay: DelegationStay;
  closed: boolean;
  onChanged: () => Promise<DelegationStay | undefined>;
}

function Delegation({ stay, closed, onChanged }: DelegationProps) {
  if (stay.people.length === 0) return <p>Nobody is registered in the delegation yet.</p>;
  return (
    <>
      {stay.roomsPublished && <YourRooms people={stay.people} />}
      {stay.people.map((person) => (
        <StayPersonCard key={person.personId} person={person} people={stay.people} closed={closed} onChanged={onChanged} />
      ))}
    </>
  );
}
