import { z } from 'zod';

const count = z.number().int().nonnegative();

const countryContestantStatisticSchema = z.object({
  officialJunior: count,
  unofficialJunior: count,
  officialSenior: count,
  unofficialSenior: count,
});

/** readStatistics (by year); contestantStatisticByCountry is keyed by country name. */
export const statisticsSchema = z.object({
  countriesCount: count,
  contestantStatisticByCountry: z.record(z.string(), countryContestantStatisticSchema),
  /** size → role → count */
  tShirtStatistics: z.record(z.string(), z.record(z.string(), count)),
  peopleCount: count,
  leadersCount: count,
  contestantsCount: count,
  guestsCount: count,
  guidesCount: count,
  guests: z.array(z.object({ name: z.string(), country: z.string().nullable(), tShirtSize: z.string().nullable() })),
});
export type Statistics = z.infer<typeof statisticsSchema>;
