import { z } from 'zod';
import { idSchema } from './common.js';

const count = z.number().int().nonnegative();

/**
 * What may still be missing in a country's registration, in the order the screens list it: the
 * country's team; a leader's phone or e-mail, a deputy's phone (a deputy's e-mail is optional); a
 * contestant's date of birth or operating system; the team's arrival and departure; the team's
 * guide; a guest's arrival and departure. Only what the forms require counts: an optional field
 * (a deputy's e-mail, a picture) left empty is nothing missing.
 */
export const PROGRESS_GAPS = [
  'noTeam',
  'leaderWithoutContact',
  'contestantWithoutDetails',
  'teamWithoutTravel',
  'teamWithoutGuide',
  'guestWithoutArrival',
  // Travel and stay (issue 37): a journey without its flight or train number, a delegation person
  // without a room (only once the edition has hotels), without a diet answer, a contestant without
  // an emergency contact.
  'travelWithoutNumbers',
  'personWithoutRoom',
  'personWithoutDiet',
  'contestantWithoutEmergencyContact',
] as const;

/** A required field a person has left empty. */
const MISSING_FIELDS = [
  'phone',
  'email',
  'dateOfBirth',
  'operatingSystem',
  'timeOfArrival',
  'arrivalLocation',
  'timeOfDeparture',
  'departureLocation',
  'arrivalFlightNumber',
  'departureFlightNumber',
  'room',
  'diet',
  'emergencyContact',
] as const;
export type MissingField = (typeof MISSING_FIELDS)[number];

/** A person's place, which decides the fields they must have (and the block of Edit Team that holds them). */
export const GAP_PLACES = ['leader', 'deputy', 'contestant', 'guest'] as const;
export type GapPlace = (typeof GAP_PLACES)[number];

/** One person who misses something, and what: "Deputy Nora Ulm has no phone". */
const gapPersonSchema = z.object({
  personId: idSchema,
  fullName: z.string(),
  place: z.enum(GAP_PLACES),
  missing: z.array(z.enum(MISSING_FIELDS)).min(1),
});
export type GapPerson = z.infer<typeof gapPersonSchema>;

/**
 * One gap with how many miss it; the team's id and name when it is a team's (the screens link to
 * that team); for a gap of people, each of them (leader first, then the deputy, then by name),
 * none otherwise.
 */
const progressGapSchema = z.object({
  kind: z.enum(PROGRESS_GAPS),
  count,
  teamId: idSchema.nullable(),
  teamName: z.string().nullable(),
  people: z.array(gapPersonSchema),
});
export type ProgressGap = z.infer<typeof progressGapSchema>;

/** `done` of `total` checks pass (one per country, team, leader, deputy, contestant and guest checked). */
const countryProgressSchema = z.object({
  countryId: idSchema,
  countryName: z.string(),
  done: count,
  total: count,
  gaps: z.array(progressGapSchema),
});
export type CountryProgress = z.infer<typeof countryProgressSchema>;

/** readProgress (every country, by name) and readCountryProgress (that one): the current edition. */
export const progressSchema = z.object({
  done: count,
  total: count,
  countries: z.array(countryProgressSchema),
});
export type Progress = z.infer<typeof progressSchema>;

/** A registrator a reminder goes to. */
const reminderRecipientSchema = z.object({ name: z.string(), email: z.string() });

/**
 * An incomplete country's reminder as it would be sent: to each of its registrators (none: it
 * cannot be reminded), its subject and plain text (the HTML part says the same), and the deadline
 * it names.
 */
const countryReminderSchema = z.object({
  countryId: idSchema,
  countryName: z.string(),
  deadline: z.string(),
  recipients: z.array(reminderRecipientSchema),
  subject: z.string(),
  text: z.string(),
});
export type CountryReminder = z.infer<typeof countryReminderSchema>;

/** readReminders: every country whose registrator still has something to complete, by name. */
export const remindersSchema = z.object({ countries: z.array(countryReminderSchema) });
export type Reminders = z.infer<typeof remindersSchema>;

/** sendReminders: the countries to remind now. */
export const sendRemindersInputSchema = z.object({ countryIds: z.array(idSchema).min(1).max(1000) });
export type SendRemindersInput = z.infer<typeof sendRemindersInputSchema>;

/** How many messages were queued, to how many countries. */
export const remindersSentSchema = z.object({ countries: count, messages: count });
export type RemindersSent = z.infer<typeof remindersSentSchema>;
