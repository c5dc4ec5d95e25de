import { z } from 'zod';
import { idSchema } from './common.js';

const count = z.number().int().nonnegative();

/**
 * What may still be missing in a country's registration, in the order the screens list it. Each
 * counts the things that miss it: the country (no team), a team's leaders and deputies without a
 * phone or e-mail, its people (leaders, deputies, contestants) without a photo, its contestants
 * without a date of birth or operating system, the team without all four arrival and departure
 * fields, the team without a guide, the country's guests without all four of theirs.
 */
export const PROGRESS_GAPS = [
  'noTeam',
  'leaderWithoutContact',
  'personWithoutPhoto',
  'contestantWithoutDetails',
  'teamWithoutTravel',
  'teamWithoutGuide',
  'guestWithoutArrival',
] as const;
export type ProgressGapKind = (typeof PROGRESS_GAPS)[number];

/** One gap with how many miss it; the team's id and name when it is a team's (the screens link to that team). */
export const progressGapSchema = z.object({
  kind: z.enum(PROGRESS_GAPS),
  count,
  teamId: idSchema.nullable(),
  teamName: z.string().nullable(),
});
export type ProgressGap = z.infer<typeof progressGapSchema>;

/** `done` of `total` checks pass (one per country, team, leader, person, contestant and guest checked). */
export const countryProgressSchema = z.object({
  countryId: idSchema,
  countryName: z.string(),
  done: count,
  total: count,
  gaps: z.array(progressGapSchema),
});
export type CountryProgress = z.infer<typeof countryProgressSchema>;

/** GET /api/Progress (every country, by name) and /api/Progress/country/{countryId} (that one): the current edition. */
export const progressSchema = z.object({
  done: count,
  total: count,
  countries: z.array(countryProgressSchema),
});
export type Progress = z.infer<typeof progressSchema>;
