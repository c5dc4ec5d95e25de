import { ApiError } from '@olympiad/shared';
import { MIXED_ROOM_PROBLEM as THE_APIS, STAY_MESSAGES } from '@olympiad/shared/schemas';
import { isMixedRoomRefusal, MIXED_ROOM_PROBLEM } from '../mixed-room';

const refusal = (status: number, type: string, detail: string) => new ApiError({ type, title: 'Conflict', status, detail });

describe('isMixedRoomRefusal', () => {
  it('knows the problem type the api refuses a mixed room with', () => {
    expect(MIXED_ROOM_PROBLEM).toBe(THE_APIS);
  });

  it('recognises that 409 and no other refusal', () => {
    expect(isMixedRoomRefusal(refusal(409, MIXED_ROOM_PROBLEM, STAY_MESSAGES.mixedRoom))).toBe(true);
    expect(isMixedRoomRefusal(refusal(409, 'about:blank', STAY_MESSAGES.roomFull('101')))).toBe(false);
    expect(isMixedRoomRefusal(refusal(409, 'about:blank', STAY_MESSAGES.mixedRoom))).toBe(false);
    expect(isMixedRoomRefusal(new Error(STAY_MESSAGES.mixedRoom))).toBe(false);
  });
});
