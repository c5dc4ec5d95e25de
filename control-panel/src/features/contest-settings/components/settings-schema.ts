import type { z } from 'zod';
import { VENUE_TIME_ZONE } from '@olympiad/shared';
import { updateContestInputSchema, wallClockSchema, type Contest, type UpdateContestInput } from '@olympiad/shared/schemas';
import { instantToWallClock, wallClockToInstant } from './venue-time';

/** The contest form: the three instants typed as the venue's wall-clock time. */
export const contestFormSchema = updateContestInputSchema.omit({ id: true, committees: true }).extend({
  startDate: wallClockSchema,
  endDate: wallClockSchema,
  endOfRegistrationDate: wallClockSchema,
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
  };
  for (const field of DATES) draft[field] = instantToWallClock(contest[field], VENUE_TIME_ZONE);
  return draft;
}

/** The form's values as the call takes them: instants with the venue's offset. */
export function inputOf(form: ContestForm): UpdateContestInput {
  const input = { ...form } as UpdateContestInput;
  for (const field of DATES) input[field] = wallClockToInstant(form[field], VENUE_TIME_ZONE);
  return input;
}
