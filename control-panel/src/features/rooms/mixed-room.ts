import { ApiError } from '@olympiad/shared';

/**
 * The api's refusal of a placement that would put a contestant with an adult or with a
 * contestant of another country: a 409 in the words of STAY_MESSAGES.mixedRoom. Written here, not
 * read from the schemas' entry point, which would bring zod to the screen's first paint; a test
 * keeps the two equal.
 */
export const MIXED_ROOM_REFUSAL =
  'This would place a contestant with an adult or with a contestant of another country. Confirm to do it anyway.';

export const MIX_QUESTION = 'This would place a contestant with an adult or with a contestant of another country. Place anyway?';

export const isMixedRoomRefusal = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 409 && failure.problem.detail === MIXED_ROOM_REFUSAL;
