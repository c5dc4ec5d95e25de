import { editWindowEnd, MESSAGES } from '@olympiad/shared';
import { Alert } from '@olympiad/shared/ui';
import { venueTime } from '../../../components/venue-time';

/**
 * Why Edit Team offers fewer controls after the deadline (docs/api-rules.md, Registration windows): during the edit window the
 * server only lets existing data change, so adding, replacing and removing people are not shown;
 * after it, nothing changes any more, so every control is disabled. Times as the venue's clocks
 * show them, like every deadline of the registration.
 */
export function EditWindowNote({ phase, endOfRegistrationDate }: { phase: 'edit' | 'closed'; endOfRegistrationDate: string }) {
  const until = venueTime(editWindowEnd(new Date(endOfRegistrationDate)));
  return (
    <Alert.Root status="warning" role="region" aria-label={phase === 'edit' ? 'Edit window' : 'Registration closed'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{MESSAGES.registrationOver}</Alert.Title>
        <Alert.Description>
          {phase === 'edit'
            ? `Until ${until} you may still change the team's name, its arrival data and people's details. Contestants, the leader and the deputy leader can no longer be added, replaced or removed.`
            : `The edit window closed on ${until}: your country's team can no longer be changed.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
