import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RoomRequest } from '@olympiad/shared/schemas';
import { mixes } from '../../src/rooms/room-mix.js';
import { suggestRooms, type SuggestionGuest, type SuggestionRoom } from '../../src/rooms/suggest-rooms.js';

let serial = 0;
const guest = (
  countryId: string,
  role: 'Leader' | 'Deputy leader' | 'Contestant' | 'Guest',
  extra: Partial<SuggestionGuest> = {},
): SuggestionGuest => {
  serial += 1;
  const rank = { Leader: 0, 'Deputy leader': 1, Contestant: 2, Guest: 3 }[role];
  return {
    personId: `p${String(serial).padStart(4, '0')}`,
    fullName: `${role} ${serial}`,
    countryId,
    countryName: countryId,
    teamId: role === 'Guest' ? null : `${countryId}-team`,
    teamName: role === 'Guest' ? null : `${countryId} team`,
    rank,
    isMinor: role === 'Contestant',
    roomRequest: 'none',
    shareWithPersonId: null,
    roomId: null,
    ...extra,
  };
};

const rooms = (hotelId: string, capacity: number, count: number): SuggestionRoom[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${hotelId}-${capacity}-${index + 1}`, hotelId, capacity }));

/** Every room after the suggestion: who sleeps in it, those placed before and those placed now. */
function sleepersByRoom(guests: readonly SuggestionGuest[], placed: Map<string, string>) {
  const byRoom = new Map<string, SuggestionGuest[]>();
  for (const person of guests) {
    const roomId = person.roomId ?? placed.get(person.personId);
    if (roomId) byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), person]);
  }
  return byRoom;
}

/** A pseudo-random but repeatable edition: many countries, teams of 1–4, guests, requests of every kind. */
function edition(countries: number) {
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % below;
  };
  const guests: SuggestionGuest[] = [];
  for (let country = 0; country < countries; country += 1) {
    const countryId = `C${String(country).padStart(3, '0')}`;
    const members = [guest(countryId, 'Leader')];
    if (next(2)) members.push(guest(countryId, 'Deputy leader'));
    for (let count = 1 + next(4); count > 0; count -= 1) members.push(guest(countryId, 'Contestant'));
    for (let count = next(3); count > 0; count -= 1) members.push(guest(countryId, 'Guest'));
    for (const member of members) {
      const wish = next(6);
      const request: RoomRequest = wish === 0 ? 'single' : wish === 1 ? 'share' : 'none';
      member.roomRequest = request;
      // Some ask to share with someone of another country or another kind: the rule wins.
      if (request === 'share') member.shareWithPersonId = (guests.at(-1 - next(3)) ?? members[0]!).personId;
    }
    guests.push(...members);
  }
  return guests;
}

describe('the room suggestion', () => {
  it('never places a contestant with an adult or with another country’s contestant, nor overfills a room', () => {
    const guests = edition(150);
    const hotelRooms = [...rooms('A', 1, 60), ...rooms('A', 2, 250), ...rooms('B', 3, 80), ...rooms('B', 4, 60)];
    const placed = suggestRooms(hotelRooms, guests);
    assert.ok(placed.size > guests.length * 0.9, `most are placed (${placed.size} of ${guests.length})`);
    for (const [roomId, sleepers] of sleepersByRoom(guests, placed)) {
      assert.equal(mixes(sleepers), false, `room ${roomId} does not mix`);
      assert.ok(sleepers.length <= hotelRooms.find((room) => room.id === roomId)!.capacity, `room ${roomId} is not overfull`);
    }
  });

  it('keeps a team’s contestants together in a room of their size, and their country’s adults in another', () => {
    const team = [guest('BG', 'Contestant'), guest('BG', 'Contestant'), guest('BG', 'Contestant')];
    const adults = [guest('BG', 'Leader'), guest('BG', 'Deputy leader')];
    const placed = suggestRooms([...rooms('A', 2, 3), ...rooms('A', 3, 2), ...rooms('A', 4, 2)], [...adults, ...team]);
    assert.deepEqual(new Set(team.map((person) => placed.get(person.personId))), new Set(['A-3-1']));
    assert.deepEqual(new Set(adults.map((person) => placed.get(person.personId))), new Set(['A-2-1']));
  });

  it('gives who asked for a single room the smallest empty room alone', () => {
    const leader = guest('RO', 'Leader', { roomRequest: 'single' });
    const deputy = guest('RO', 'Deputy leader');
    const placed = suggestRooms([...rooms('A', 2, 2), ...rooms('A', 1, 1)], [leader, deputy]);
    assert.equal(placed.get(leader.personId), 'A-1-1');
    assert.equal(placed.get(deputy.personId), 'A-2-1');
  });

  it('puts whoever asked to share into the room of the person named when the rule allows, and never when it does not', () => {
    const leader = guest('GR', 'Leader', { roomId: 'A-3-1' });
    const guestOfLeader = guest('GR', 'Guest', { roomRequest: 'share', shareWithPersonId: leader.personId });
    const contestant = guest('GR', 'Contestant', { roomRequest: 'share', shareWithPersonId: leader.personId });
    const placed = suggestRooms(rooms('A', 3, 2), [leader, guestOfLeader, contestant]);
    assert.equal(placed.get(guestOfLeader.personId), 'A-3-1');
    assert.equal(placed.get(contestant.personId), 'A-3-2', 'the contestant sleeps apart from the adults');
  });

  it('keeps two who asked to share together ahead of the rest of their group', () => {
    const [first, second, third] = [guest('TR', 'Contestant'), guest('TR', 'Contestant'), guest('TR', 'Contestant')];
    third!.roomRequest = 'share';
    third!.shareWithPersonId = first!.personId;
    const placed = suggestRooms(rooms('A', 2, 2), [first!, second!, third!]);
    assert.equal(placed.get(first!.personId), placed.get(third!.personId));
    assert.notEqual(placed.get(second!.personId), placed.get(first!.personId));
  });

  it('leaves unplaced whom no room can take without mixing, and moves nobody already placed', () => {
    const adult = guest('MK', 'Leader', { roomId: 'A-2-1' });
    const contestant = guest('AL', 'Contestant');
    const placed = suggestRooms(rooms('A', 2, 1), [adult, contestant]);
    assert.equal(placed.size, 0);
  });

  it('answers the same places for the same edition', () => {
    const hotelRooms = [...rooms('A', 2, 120), ...rooms('B', 3, 80)];
    const first = suggestRooms(hotelRooms, edition(60));
    serial = 0;
    const again = suggestRooms(hotelRooms, edition(60));
    assert.deepEqual([...again.values()].sort(), [...first.values()].sort());
  });
});
