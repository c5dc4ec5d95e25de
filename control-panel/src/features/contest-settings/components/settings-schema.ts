import { z } from 'zod';
import { MESSAGES, REMINDER_DAYS } from '@olympiad/shared';
import {
  checkContestList,
  dateSchema,
  idSchema,
  LIST_LIMITS,
  list,
  requiredText,
  timeZoneSchema,
  updateContestInputSchema,
  wallClockSchema,
  type ContestList,
} from '@olympiad/shared/schemas';

/**
 * One of the contest's lists as its fields edit it: react-hook-form's field arrays hold objects,
 * so each entry is `{ value }`, and its problems are reported on the entry's input.
 */
const listDraftSchema = (name: ContestList) =>
  list(z.object({ value: z.string().trim() }), LIST_LIMITS.contestListEntries).superRefine((entries, ctx) =>
    checkContestList(name, (index) => [index, 'value'])(
      entries.map(({ value }) => value),
      ctx,
    ),
  );

/** The automatic reminders' days as typed: a whole number in range, or empty for none. */
const reminderDaysDraftSchema = z
  .string()
  .trim()
  .refine(
    (typed) => typed === '' || (/^\d+$/.test(typed) && +typed >= REMINDER_DAYS.min && +typed <= REMINDER_DAYS.max),
    MESSAGES.reminderDays,
  )
  .transform((typed) => (typed === '' ? null : Number(typed)));

/**
 * The contest form: the three instants typed as the venue's wall-clock time, and the edition's
 * own settings and lists, which the call may omit, always sent.
 */
export const contestFormSchema = updateContestInputSchema.omit({ id: true, committees: true }).extend({
  arrivalLocations: listDraftSchema('arrivalLocations'),
  tShirtSizes: listDraftSchema('tShirtSizes'),
  operatingSystems: listDraftSchema('operatingSystems'),
  startDate: wallClockSchema,
  endDate: wallClockSchema,
  endOfRegistrationDate: wallClockSchema,
  venueTimeZone: timeZoneSchema,
  hostCountryId: requiredText().pipe(idSchema),
  minBirthDate: dateSchema,
  contestantsPublic: z.boolean(),
  reminderDaysBeforeDeadline: reminderDaysDraftSchema,
});
export type ContestDraft = z.input<typeof contestFormSchema>;
export type ContestForm = z.output<typeof contestFormSchema>;
