import type { Room, RoomGuest, Rooms } from '@olympiad/shared/schemas';
import { uuid } from '../../../testing/fixtures';
import { MIXED_ROOM_PROBLEM } from '../mixed-room';

/** A delegation person as the Rooms screen reads them. */
export const guest = (n: number, fullName: string, extra: Partial<RoomGuest> = {}): RoomGuest => ({
  personId: uuid(n),
  fullName,
  role: 'Contestant',
  countryName: 'Bulgaria',
  teamName: 'Bulgaria Juniors',
  isMinor: true,
  roomRequest: 'none',
  shareWithName: null,
  mixedBy: null,
  ...extra,
});

export const room = (n: number, number: string, occupants: RoomGuest[], capacity = 2): Room => ({
  id: uuid(500 + n),
  number,
  roomType: capacity === 1 ? 'Single' : capacity === 2 ? 'Double' : 'Triple',
  capacity,
  occupants,
});

export const ZOE = guest(1, 'Zoë Núñez');
export const IVAN = guest(2, 'Ivan Petrov', { role: 'Leader', isMinor: false, teamName: 'Bulgaria Juniors' });
export const ANA = guest(3, 'Ana Pop', { countryName: 'Romania', teamName: 'Romania', roomRequest: 'share', shareWithName: 'Ioana Pop' });
export const GINA = guest(4, 'Gina Guest', { role: 'Guest', isMinor: false, teamName: null, roomRequest: 'single' });

/** Hotel Rila: room 1 with Zoë (a bed free), room 2 with Ivan (a bed free), room 3 full; Ana and Gina without a room. */
export const ROOMS: Rooms = {
  publishedAt: null,
  publishedBy: null,
  hotels: [
    {
      id: uuid(400),
      name: 'Hotel Rila',
      address: '1 Vitosha Blvd, Sofia',
      rooms: [
        room(1, '101', [ZOE]),
        room(2, '102', [IVAN]),
        room(3, '103', [guest(5, 'Petar Ivanov', { countryName: 'Romania', teamName: 'Romania' })], 1),
      ],
    },
  ],
  unallocated: [ANA, GINA],
};

/** allocateRoom's refusal of a mixed room, as the api answers it. */
export const mixedRoomRefusal = () =>
  new Response(
    JSON.stringify({
      type: MIXED_ROOM_PROBLEM,
      title: 'Conflict',
      status: 409,
      detail: 'This would place a contestant with an adult or with a contestant of another country. Confirm to do it anyway.',
    }),
    { status: 409, headers: { 'content-type': 'application/problem+json' } },
  );
