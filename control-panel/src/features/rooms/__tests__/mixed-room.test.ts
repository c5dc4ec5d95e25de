import { ApiError } from '@olympiad/shared';
import { STAY_MESSAGES } from '@olympiad/shared/schemas';
import { isMixedRoomRefusal, MIXED_ROOM_REFUSAL } from '../mixed-room';

describe('isMixedRoomRefusal', () => {
  it('reads the words the api refuses a mixed room with', () => {
    expect(MIXED_ROOM_REFUSAL).toBe(STAY_MESSAGES.mixedRoom);
  });

  it('recognises that 409 and no other refusal', () => {
    const refusal = (status: number, detail: string) => new ApiError({ type: 'about:blank', title: 'Conflict', status, detail });
    expect(isMixedRoomRefusal(refusal(409, STAY_MESSAGES.mixedRoom))).toBe(true);
    expect(isMixedRoomRefusal(refusal(409, STAY_MESSAGES.roomFull('101')))).toBe(false);
    expect(isMixedRoomRefusal(refusal(400, STAY_MESSAGES.mixedRoom))).toBe(false);
    expect(isMixedRoomRefusal(new Error(STAY_MESSAGES.mixedRoom))).toBe(false);
  });
});
