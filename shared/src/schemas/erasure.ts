import { z } from 'zod';

/** `dryRun`: do everything, count it, and keep nothing of it. */
export const erasureRequestSchema = z.object({ dryRun: z.boolean() });

const count = z.number().int().nonnegative();

/**
 * What an erasure of personal data took away, or would (a dry run is the same erasure, rolled
 * back: its counts are the real run's). The counts of a kind of data are over everyone, the
 * people removed included: how much of it the edition held.
 */
export const erasureReportSchema = z.object({
  dryRun: z.boolean(),
  /** People kept, with only their name, roles and country, because their consent allows it. */
  namesKept: count,
  /** People whose name may not be kept: removed with every record of them. */
  peopleRemoved: count,
  /** Pictures deleted: every stored image but the countries' flags and the companies' logos (people's pictures, and earlier uploads a new one replaced). */
  pictures: count,
  /** Leaders and guides whose contact data (leaders' e-mails and phones, guides' phones, schools and classes) is cleared or removed with them. */
  contactDetails: count,
  /** Contestants whose date of birth is cleared or removed with them. */
  datesOfBirth: count,
  /** Contestants whose contact person is cleared or removed with them. */
  contactPersons: count,
  /** People and teams whose arrival, departure or T-shirt size is cleared (or removed with the person). */
  travel: count,
  /** People's visa details (names as in the passport, passports, nationalities, dates of birth): every one. */
  visaDetails: count,
  /** Invitation letters generated, every one: each names its person and passport. The letter settings stay (the organisers'). */
  letters: count,
  /** Room requests and emergency contacts, every one. */
  stayDetails: count,
  /** Diet and health notes (special-category data, GDPR art. 9) with their consents, every one. */
  healthDetails: count,
  /** Room allocations (who slept in which room), every one. The hotels and their rooms stay (the organisers'). */
  roomAllocations: count,
  /** TeamRegistrator and Guide accounts removed (Administrators' stay). */
  accounts: count,
  /** E-mails sent or queued, every one: each names its recipient. */
  messages: count,
  /** History entries about people and accounts removed, or cleared of personal values (travel values, a deleted account's e-mail); the erasure's own entry not counted. */
  historyEntries: count,
});
export type ErasureReport = z.infer<typeof erasureReportSchema>;
