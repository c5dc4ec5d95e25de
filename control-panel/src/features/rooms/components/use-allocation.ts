import { useCallback, useState } from 'react';
import { notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import type { RoomGuest, Rooms } from '@olympiad/shared/schemas';
import { isMixedRoomRefusal } from '../mixed-room';

/** A person into a room (roomId), or out of theirs (null); `roomNumber` is the room's they go to or leave. */
export interface Placement {
  person: Pick<RoomGuest, 'personId' | 'fullName'>;
  roomId: string | null;
  roomNumber: string;
}

const placedSnack = ({ person, roomId, roomNumber }: Placement) =>
  roomId ? `${person.fullName} placed in room ${roomNumber}.` : `${person.fullName} removed from room ${roomNumber}.`;

/**
 * Places people by hand. A placement the api refuses because it would mix a contestant with an
 * adult or with another country's contestant waits in `asking` for the organiser's answer:
 * `confirm` repeats it with confirmMix, which the api records with their name. `show` takes the
 * rooms as the api answers them after each change.
 */
export function useAllocation(show: (rooms: Rooms) => void) {
  const [asking, setAsking] = useState<Placement | null>(null);
  const [busy, setBusy] = useState(false);

  const place = useCallback(
    async (placement: Placement, confirmMix = false): Promise<boolean> => {
      setBusy(true);
      try {
        const rooms = await callApi('allocateRoom', {
          params: { id: placement.person.personId },
          body: { roomId: placement.roomId, confirmMix },
        });
        show(rooms);
        notify.success(placedSnack(placement));
        setAsking(null);
        return true;
      } catch (failure) {
        if (!confirmMix && isMixedRoomRefusal(failure)) setAsking(placement);
        else {
          notify.failure(failure);
          setAsking(null);
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [show],
  );

  const confirm = useCallback(() => (asking ? place(asking, true) : Promise.resolve(false)), [asking, place]);
  const cancel = useCallback(() => setAsking(null), []);
  return { asking, busy, place, confirm, cancel };
}
