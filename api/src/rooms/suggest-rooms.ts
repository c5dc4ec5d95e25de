import type { RoomRequest } from '@olympiad/shared/schemas';
import { mixes, type Sleeper } from './room-mix.js';

/** A delegation person as the suggestion sees them; roomId: the room they already have, if any. */
export interface SuggestionGuest extends Sleeper {
  personId: string;
  countryName: string;
  teamId: string | null;
  teamName: string | null;
  /** Leaders 0, deputies 1, contestants 2, guests 3: the order within a group. */
  rank: number;
  fullName: string;
  roomRequest: RoomRequest;
  shareWithPersonId: string | null;
  roomId: string | null;
}

/** A room, in the order the suggestion prefers among equals (hotel, then type, then position). */
export interface SuggestionRoom {
  id: string;
  hotelId: string;
  capacity: number;
}

interface Bedroom {
  room: SuggestionRoom;
  index: number;
  sleepers: SuggestionGuest[];
  /** Someone who asked for a room of their own sleeps here: nobody joins them. */
  closed: boolean;
}

const byGroupThenName = (a: SuggestionGuest, b: SuggestionGuest) =>
  a.countryName.localeCompare(b.countryName) ||
  a.countryId.localeCompare(b.countryId) ||
  Number(a.isMinor) - Number(b.isMinor) ||
  (a.teamName ?? '').localeCompare(b.teamName ?? '') ||
  (a.teamId ?? '').localeCompare(b.teamId ?? '') ||
  a.rank - b.rank ||
  a.fullName.localeCompare(b.fullName) ||
  a.personId.localeCompare(b.personId);

/** Whether one sort key comes before another, comparing value by value. */
function comesBefore(key: readonly number[], other: readonly number[]): boolean {
  const at = key.findIndex((value, index) => value !== other[index]);
  return at >= 0 && key[at]! < other[at]!;
}

/** A team's contestants sleep together; a country's leaders, deputies and guests together. */
const groupKey = (guest: SuggestionGuest) => (guest.isMinor ? `minor ${guest.countryId} ${guest.teamId}` : `adult ${guest.countryId}`);

/** Whether a guest may join a room already begun: its sleepers are of the guest's country and kind (minor or adult). */
const sameKind = (bedroom: Bedroom, guest: SuggestionGuest) =>
  bedroom.sleepers.every((sleeper) => sleeper.countryId === guest.countryId && sleeper.isMinor === guest.isMinor);

/** The people of a group who asked to share, joined with whom they named when that person is in the group too. */
function shareUnits(group: SuggestionGuest[]): SuggestionGuest[][] {
  const parent = new Map(group.map((guest) => [guest.personId, guest.personId]));
  const root = (id: string): string => {
    const up = parent.get(id)!;
    return up === id ? id : root(up);
  };
  for (const guest of group) {
    const partner = guest.shareWithPersonId;
    if (guest.roomRequest !== 'share' || !partner || !parent.has(partner)) continue;
    const named = group.find((other) => other.personId === partner)!;
    // Someone who asked for a room of their own keeps it, whoever asked to share with them.
    if (named.roomRequest === 'single') continue;
    parent.set(root(guest.personId), root(partner));
  }
  const units = new Map<string, SuggestionGuest[]>();
  for (const guest of group) {
    const key = root(guest.personId);
    units.set(key, [...(units.get(key) ?? []), guest]);
  }
  return [...units.values()];
}

/**
 * The automatic room suggestion: places the people without a room, group by group (a team's
 * contestants; a country's leaders, deputies and guests), and never breaks the rule that keeps
 * minors safe (room-mix.ts). Within a group it first puts whoever asked to share with someone
 * already placed in that person's room, then gives each who asked for a single room an empty room
 * alone (the smallest there is), then fills rooms already begun by the same country's people of
 * the same kind, then empty rooms of the size that fits the rest best, keeping those who asked to
 * share together; a country stays in the hotel it started in where it can. Who cannot be placed
 * stays without a room. Deterministic: the same rooms and people give the same answer.
 * Answers the new places only: person id → room id.
 */
export function suggestRooms(rooms: readonly SuggestionRoom[], guests: readonly SuggestionGuest[]): Map<string, string> {
  const bedrooms = rooms.map((room, index): Bedroom => ({ room, index, sleepers: [], closed: false }));
  const bedroomOf = new Map(bedrooms.map((bedroom) => [bedroom.room.id, bedroom]));
  const countryHotel = new Map<string, string>();
  for (const guest of guests) {
    const bedroom = guest.roomId ? bedroomOf.get(guest.roomId) : undefined;
    if (!bedroom) continue;
    bedroom.sleepers.push(guest);
    if (guest.roomRequest === 'single') bedroom.closed = true;
    if (!countryHotel.has(guest.countryId)) countryHotel.set(guest.countryId, bedroom.room.hotelId);
  }
  // A room someone already mixed by hand takes nobody more.
  for (const bedroom of bedrooms) if (mixes(bedroom.sleepers)) bedroom.closed = true;

  const placed = new Map<string, string>();
  const roomOfPerson = new Map(
    guests.filter((guest) => guest.roomId && bedroomOf.has(guest.roomId)).map((guest) => [guest.personId, guest.roomId!]),
  );
  const fits = (bedroom: Bedroom, unit: readonly SuggestionGuest[]) =>
    !bedroom.closed && bedroom.sleepers.length + unit.length <= bedroom.room.capacity && !mixes([...bedroom.sleepers, ...unit]);
  const place = (bedroom: Bedroom, unit: readonly SuggestionGuest[]) => {
    for (const guest of unit) {
      bedroom.sleepers.push(guest);
      placed.set(guest.personId, bedroom.room.id);
      roomOfPerson.set(guest.personId, bedroom.room.id);
      if (!countryHotel.has(guest.countryId)) countryHotel.set(guest.countryId, bedroom.room.hotelId);
    }
  };
  const awayFromCountry = (bedroom: Bedroom, countryId: string) => {
    const hotel = countryHotel.get(countryId);
    return hotel === undefined || hotel === bedroom.room.hotelId ? 0 : 1;
  };
  /** The empty room that suits `wanted` people best: the smallest that holds them all, else the largest. */
  const emptyRoomFor = (wanted: number, countryId: string) => {
    let best: Bedroom | undefined;
    let bestKey: number[] = [];
    for (const bedroom of bedrooms) {
      if (bedroom.closed || bedroom.sleepers.length) continue;
      const capacity = bedroom.room.capacity;
      const key = [
        capacity >= wanted ? 0 : 1,
        capacity >= wanted ? capacity - wanted : -capacity,
        awayFromCountry(bedroom, countryId),
        bedroom.index,
      ];
      if (!best || comesBefore(key, bestKey)) {
        best = bedroom;
        bestKey = key;
      }
    }
    return best;
  };

  const groups = new Map<string, SuggestionGuest[]>();
  for (const guest of [...guests].sort(byGroupThenName)) {
    if (guest.roomId && bedroomOf.has(guest.roomId)) continue;
    const key = groupKey(guest);
    groups.set(key, [...(groups.get(key) ?? []), guest]);
  }

  for (const group of groups.values()) {
    const { countryId } = group[0]!;
    const waiting: SuggestionGuest[] = [];
    for (const guest of group) {
      const partnerRoom = guest.roomRequest === 'share' && guest.shareWithPersonId ? roomOfPerson.get(guest.shareWithPersonId) : undefined;
      const bedroom = partnerRoom ? bedroomOf.get(partnerRoom)! : undefined;
      if (bedroom && fits(bedroom, [guest])) place(bedroom, [guest]);
      else waiting.push(guest);
    }

    const queue: SuggestionGuest[][] = [];
    for (const unit of shareUnits(waiting)) {
      const single = unit.length === 1 && unit[0]!.roomRequest === 'single' ? emptyRoomFor(1, countryId) : undefined;
      if (single) {
        place(single, unit);
        single.closed = true;
      } else queue.push(unit);
    }

    while (queue.length) {
      const first = queue[0]![0]!;
      const wanted = queue.reduce((sum, unit) => sum + unit.length, 0);
      const bedroom =
        bedrooms.find((candidate) => candidate.sleepers.length && sameKind(candidate, first) && fits(candidate, [first])) ??
        emptyRoomFor(wanted, countryId);
      if (!bedroom) break;
      let taken = false;
      for (let at = 0; at < queue.length; at += 1) {
        if (!fits(bedroom, queue[at]!)) continue;
        place(bedroom, queue[at]!);
        queue.splice(at, 1);
        at -= 1;
        taken = true;
      }
      // Every unit left is larger than the room's free beds: the first is split to fill it.
      if (!taken) {
        const unit = queue[0]!;
        const free = bedroom.room.capacity - bedroom.sleepers.length;
        place(bedroom, unit.slice(0, free));
        queue[0] = unit.slice(free);
      }
    }
  }
  return placed;
}
