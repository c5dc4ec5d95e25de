import { z } from 'zod';

/** `dryRun`: do everything, count it, and keep nothing of it. */
export const erasureRequestSchema = z.object({ dryRun: z.boolean() });
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

const count = z.number().int().nonnegative();

/**
 * What an erasure of personal data took away, or would (a dry run is the same erasure, rolled
 * back: its counts are the real run's).
 */
export const erasureReportSchema = z.object({
  dryRun: z.boolean(),
  /** People kept, with only their name, roles and country, because their consent allows it. */
  namesKept: count,
  /** People whose name may not be kept: removed with every record of them. */
  peopleRemoved: count,
  /** People's pictures deleted. */
  pictures: count,
  /** People whose contact data (leaders' e-mails and phones, guides' phones and schools) is cleared. */
  contactDetails: count,
  /** Contestants whose date of birth is cleared. */
  datesOfBirth: count,
  /** Contestants whose contact person is cleared. */
  contactPersons: count,
  /** People and teams whose arrival, departure and T-shirt size are cleared. */
  travel: count,
  /** TeamRegistrator and Guide accounts removed (Administrators' stay). */
  accounts: count,
  /** History entries about people and accounts removed, or cleared of personal values. */
  historyEntries: count,
});
export type ErasureReport = z.infer<typeof erasureReportSchema>;
