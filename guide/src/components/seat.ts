import type { GuideContestant } from '@olympiad/shared/schemas';

/** The day-1 seat the seatings import wrote, or null before the import. */
export const dayOneSeat = (contestant: GuideContestant) => contestant.contestantContestDays.day1?.seatingPlace ?? null;
