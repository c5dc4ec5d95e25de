import { MESSAGES } from '@olympiad/shared';
import { Alert } from '@olympiad/shared/ui';
import { editWindowEnd } from '../../../components/registration-phase';
import { formatLocalInstant } from '../../../components/local-instant';

/**
 * Why Edit Team offers fewer controls after the deadline: during the edit window the server only
 * lets existing data change (CONTRACT.md), so adding, replacing and removing people are not shown.
 */
export function EditWindowNote({ endOfRegistrationDate }: { endOfRegistrationDate: string }) {
  const until = formatLocalInstant(editWindowEnd(new Date(endOfRegistrationDate)).toISOString());
  return (
    <Alert.Root status="warning" role="region" aria-label="Edit window">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{MESSAGES.registrationOver}</Alert.Title>
        <Alert.Description>
          Until {until} you may still change the team&apos;s name, its arrival data and people&apos;s details. Contestants,
          the leader and the deputy leader can no longer be added, replaced or removed.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
