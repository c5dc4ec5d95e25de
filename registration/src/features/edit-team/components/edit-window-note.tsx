import { editWindowEnd, MESSAGES } from '@olympiad/shared';
import { NoteRegion } from '@olympiad/shared/plain-ui';
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
    <NoteRegion title={MESSAGES.registrationOver} label={phase === 'edit' ? 'Edit window' : 'Registration closed'}>
      <p>
        {phase === 'edit'
          ? `Until ${until} you may still change the team's name, its arrival data and people's details. Contestants, the leader and the deputy leader can no longer be added, replaced or removed.`
          : `The edit window closed on ${until}: your country's team can no longer be changed.`}
      </p>
    </NoteRegion>
  );
}
