import type { LetterRole, RoomGuest, RoomRequest, Rooms } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { SuggestionGuest, SuggestionRoom } from './suggest-rooms.js';

/** A delegation person with their room, as the Rooms screen, the suggestion and the allocation need them. */
interface AllocationGuest extends SuggestionGuest {
  role: LetterRole;
  shareWithName: string | null;
  mixedBy: string | null;
}

interface AllocationRoom extends SuggestionRoom {
  number: string;
  roomType: string;
}

interface AllocationHotel {
  id: string;
  name: string;
  address: string;
  rooms: AllocationRoom[];
}

/** The edition's hotels and rooms in their order, everyone to allocate, and whether the allocation is published. */
export interface Allocation {
  publishedAt: string | null;
  publishedBy: string | null;
  hotels: AllocationHotel[];
  guests: AllocationGuest[];
}

/**
 * Who is allocated: the edition's delegation people (leaders, deputies, contestants, guests),
 * never the organisers' guides and committee members.
 */
export const DELEGATION = sql`p.roles && ARRAY['LEADER', 'CONTESTANT', 'GUEST']::text[] AND NOT p.roles && ARRAY['GUIDE', 'COMMITTEE']::text[]`;

/** A delegation person's role in the letters' words (`role`) and its place in a list (`rank`), over p, l (leaders). */
export const DELEGATION_ROLE = sql`
  CASE WHEN 'LEADER' = ANY (p.roles) AND coalesce(l.is_deputy, false) THEN 'Deputy leader'
       WHEN 'LEADER' = ANY (p.roles) THEN 'Leader'
       WHEN 'CONTESTANT' = ANY (p.roles) THEN 'Contestant'
       ELSE 'Guest' END AS role,
  CASE WHEN 'LEADER' = ANY (p.roles) AND coalesce(l.is_deputy, false) THEN 1
       WHEN 'LEADER' = ANY (p.roles) THEN 0
       WHEN 'CONTESTANT' = ANY (p.roles) THEN 2
       ELSE 3 END AS rank`;

interface RoomRow extends Record<string, unknown> {
  published_at: Date | string | null;
  published_by: string | null;
  hotel_id: string | null;
  hotel_name: string | null;
  hotel_address: string | null;
  type_name: string | null;
  capacity: number | null;
  room_id: string | null;
  number: string | null;
}

interface GuestRow extends Record<string, unknown> {
  person_id: string;
  full_name: string;
  country_id: string;
  country_name: string;
  team_id: string | null;
  team_name: string | null;
  role: LetterRole;
  rank: number;
  room_request: RoomRequest;
  share_with_person_id: string | null;
  share_with_name: string | null;
  room_id: string | null;
  mixed_by: string | null;
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Reads the allocation in two queries: the hotels with their rooms (and the publication, on a row
 * that is there even without a hotel), then the delegation people with their rooms and requests.
 * Inside a write's transaction it reads what the write did.
 */
export async function readAllocation(db: Db | Tx, contestId: string): Promise<Allocation> {
  const roomRows = await db.execute<RoomRow>(sql`
    SELECT s.rooms_published_at AS published_at, s.rooms_published_by AS published_by,
           h.id AS hotel_id, h.name AS hotel_name, h.address AS hotel_address,
           rt.name AS type_name, rt.capacity, r.id AS room_id, r.number
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN stay_settings s ON s.contest_id = ${contestId}
    LEFT JOIN hotels h ON h.contest_id = ${contestId}
    LEFT JOIN room_types rt ON rt.hotel_id = h.id
    LEFT JOIN rooms r ON r.room_type_id = rt.id
    ORDER BY h.position, h.id, rt.position, rt.id, r.position`);
  const guestRows = await db.execute<GuestRow>(sql`
    SELECT p.id AS person_id, p.full_name, p.country_id, co.name AS country_name, t.id AS team_id, t.name AS team_name,
           d.role, d.rank, coalesce(sd.room_request, 'none') AS room_request, sd.share_with_person_id,
           sw.full_name AS share_with_name, o.room_id, o.mixed_by
    FROM people p
    JOIN countries co ON co.id = p.country_id
    LEFT JOIN leaders l ON l.person_id = p.id
    LEFT JOIN contestants c ON c.person_id = p.id
    LEFT JOIN teams t ON t.id = coalesce(l.team_id, c.team_id)
    LEFT JOIN stay_details sd ON sd.person_id = p.id
    LEFT JOIN people sw ON sw.id = sd.share_with_person_id
    LEFT JOIN room_occupants o ON o.person_id = p.id
    CROSS JOIN LATERAL (SELECT ${DELEGATION_ROLE}) d
    WHERE p.contest_id = ${contestId} AND ${DELEGATION}
    ORDER BY co.name, co.id, d.rank, t.name, p.full_name, p.id`);

  const [first] = roomRows.rows;
  const hotels = new Map<string, AllocationHotel>();
  for (const row of roomRows.rows) {
    if (!row.hotel_id) continue;
    const hotel = hotels.get(row.hotel_id) ?? { id: row.hotel_id, name: row.hotel_name!, address: row.hotel_address!, rooms: [] };
    hotels.set(hotel.id, hotel);
    if (row.room_id) {
      hotel.rooms.push({
        id: row.room_id,
        hotelId: hotel.id,
        number: row.number!,
        roomType: row.type_name!,
        capacity: Number(row.capacity),
      });
    }
  }
  return {
    publishedAt: isoOf(first?.published_at ?? null),
    publishedBy: first?.published_by ?? null,
    hotels: [...hotels.values()],
    guests: guestRows.rows.map((row) => ({
      personId: row.person_id,
      fullName: row.full_name,
      countryId: row.country_id,
      countryName: row.country_name,
      teamId: row.team_id,
      teamName: row.team_name,
      role: row.role,
      rank: Number(row.rank),
      isMinor: row.role === 'Contestant',
      roomRequest: row.room_request,
      shareWithPersonId: row.share_with_person_id,
      shareWithName: row.share_with_name,
      roomId: row.room_id,
      mixedBy: row.mixed_by,
    })),
  };
}

const roomGuestOf = (guest: AllocationGuest): RoomGuest => ({
  personId: guest.personId,
  fullName: guest.fullName,
  role: guest.role,
  countryName: guest.countryName,
  teamName: guest.teamName,
  isMinor: guest.isMinor,
  roomRequest: guest.roomRequest,
  shareWithName: guest.shareWithName,
  mixedBy: guest.mixedBy,
});

/** The allocation as the Rooms screen reads it: each room with its occupants, and who has no room. */
export function roomsOf(allocation: Allocation): Rooms {
  const occupants = new Map<string, RoomGuest[]>();
  const unallocated: RoomGuest[] = [];
  for (const guest of allocation.guests) {
    if (guest.roomId) occupants.set(guest.roomId, [...(occupants.get(guest.roomId) ?? []), roomGuestOf(guest)]);
    else unallocated.push(roomGuestOf(guest));
  }
  return {
    publishedAt: allocation.publishedAt,
    publishedBy: allocation.publishedBy,
    hotels: allocation.hotels.map((hotel) => ({
      id: hotel.id,
      name: hotel.name,
      address: hotel.address,
      rooms: hotel.rooms.map((room) => ({
        id: room.id,
        number: room.number,
        roomType: room.roomType,
        capacity: room.capacity,
        occupants: occupants.get(room.id) ?? [],
      })),
    })),
    unallocated,
  };
}

/** The rooms in the order the suggestion prefers among equals. */
export const suggestionRoomsOf = (allocation: Allocation): SuggestionRoom[] =>
  allocation.hotels.flatMap((hotel) => hotel.rooms.map(({ id, hotelId, capacity }) => ({ id, hotelId, capacity })));
