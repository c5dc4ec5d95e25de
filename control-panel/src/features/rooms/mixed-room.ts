import { ApiError } from '@olympiad/shared';

/**
 * The problem type of the api's refusal of a placement that would put a contestant with an adult
 * or with a contestant of another country (MIXED_ROOM_PROBLEM). Written here, not read from the
 * schemas' entry point, which would bring zod to the screen's first paint; a test keeps the two
 * equal.
 */
export const MIXED_ROOM_PROBLEM = 'urn:olympiad:problem:mixed-room';

export const MIX_QUESTION = 'This would place a contestant with an adult or with a contestant of another country. Place anyway?';

export const isMixedRoomRefusal = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 409 && failure.problem.type === MIXED_ROOM_PROBLEM;
