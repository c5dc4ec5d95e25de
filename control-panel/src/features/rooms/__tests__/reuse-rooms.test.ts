import { reuseUnchangedRooms } from '../reuse-rooms';
import { IVAN, ROOMS, ZOE } from './rooms-fixtures';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('reuseUnchangedRooms', () => {
  it('keeps the rooms that did not change as the objects drawn, and takes the changed ones', () => {
    const next = copy(ROOMS);
    next.hotels[0]!.rooms[0]!.occupants = [];
    next.hotels[0]!.rooms[1]!.occupants = [IVAN, ZOE];
    const kept = reuseUnchangedRooms(ROOMS, next);
    const [first, second, third] = kept.hotels[0]!.rooms;
    expect(first).toBe(next.hotels[0]!.rooms[0]);
    expect(second).toBe(next.hotels[0]!.rooms[1]);
    expect(third).toBe(ROOMS.hotels[0]!.rooms[2]);
    expect(kept).toEqual(next);
  });

  it('takes a room whose occupant’s details changed (a confirmed mix), and everything on the first read', () => {
    const next = copy(ROOMS);
    next.hotels[0]!.rooms[0]!.occupants[0]!.mixedBy = 'Ada';
    expect(reuseUnchangedRooms(ROOMS, next).hotels[0]!.rooms[0]).toBe(next.hotels[0]!.rooms[0]);
    expect(reuseUnchangedRooms(undefined, next)).toBe(next);
  });
});
