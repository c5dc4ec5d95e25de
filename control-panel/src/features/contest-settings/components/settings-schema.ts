import type { z } from 'zod';
import {
  dateSchema,
  idSchema,
  requiredText,
  timeZoneSchema,
  updateContestInputSchema,
  wallClockSchema,
  type Contest,
  type UpdateContestInput,
} from '@olympiad/shared/schemas';
import { instantToWallClock, wallClockToInstant } from './venue-time';

/**
 * The contest form: the three instants typed as the venue's wall-clock time, and the edition's
 * own settings, which the call may omit, always sent.
 */
export const contestFormSchema = updateContestInputSchema.omit({ id: true, committees: true }).extend({
  startDate: wallClockSchema,
  endDate: wallClockSchema,
  endOfRegistrationDate: wallClockSchema,
  venueTimeZone: timeZoneSchema,
  hostCountryId: requiredText().pipe(idSchema),
  minBirthDate: dateSchema,
});
export type ContestDraft = z.input<typeof contestFormSchema>;
export type ContestForm = z.output<typeof contestFormSchema>;

export const COMPANY_GROUPS = [
  ['organizers', 'Organizers'],
  ['partners', 'Partners'],
  ['patrons', 'Patrons'],
  ['goldenSponsors', 'Gold sponsors'],
  ['silverSponsors', 'Silver sponsors'],
  ['bronzeSponsors', 'Bronze sponsors'],
] as const;
export type CompanyGroup = (typeof COMPANY_GROUPS)[number][0];

const DATES = ['startDate', 'endDate', 'endOfRegistrationDate'] as const;

export function draftOf(contest: Contest): ContestDraft {
  const draft: ContestDraft = {
    name: contest.name,
    shortName: contest.shortName,
    startDate: '',
    endDate: '',
    endOfRegistrationDate: '',
    rules: contest.rules,
    environmentDescription: contest.environmentDescription,
    materialsUrl: contest.materialsUrl ?? '',
    contactEmail: contest.contactEmail ?? '',
    organizers: contest.organizers,
    partners: contest.partners,
    patrons: contest.patrons,
    goldenSponsors: contest.goldenSponsors,
    silverSponsors: contest.silverSponsors,
    bronzeSponsors: contest.bronzeSponsors,
    venueTimeZone: contest.venueTimeZone,
    hostCountryId: contest.hostCountry?.id ?? '',
    minBirthDate: contest.minBirthDate,
  };
  for (const field of DATES) draft[field] = instantToWallClock(contest[field], contest.venueTimeZone);
  return draft;
}

/** The form's values as the call takes them: instants with the offset of the venue's time zone as typed in the form. */
export function inputOf(form: ContestForm): UpdateContestInput {
  const input = { ...form } as UpdateContestInput;
  for (const field of DATES) input[field] = wallClockToInstant(form[field], form.venueTimeZone);
  return input;
}
