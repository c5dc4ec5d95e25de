import { z } from 'zod';
import {
  CONTEST_LIST_NAMES,
  CONTEST_LISTS,
  checkContestList,
  dateSchema,
  idSchema,
  LIST_LIMITS,
  list,
  requiredText,
  timeZoneSchema,
  updateContestInputSchema,
  wallClockSchema,
  type AvailableEnums,
  type Contest,
  type ContestList,
  type UpdateContestInput,
} from '@olympiad/shared/schemas';
import { instantToWallClock, wallClockToInstant } from '../../../components/venue-time';

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

/** The lists the form edits, each as the call takes it. */
export type ContestLists = Record<ContestList, readonly string[]>;

/** The lists as readEnumerations answers them. */
export const listsOf = (enums: AvailableEnums): ContestLists => ({
  arrivalLocations: enums[CONTEST_LISTS.arrivalLocations.enumeration],
  tShirtSizes: enums[CONTEST_LISTS.tShirtSizes.enumeration],
  operatingSystems: enums[CONTEST_LISTS.operatingSystems.enumeration],
});

export function draftOf(contest: Contest, lists: ContestLists): ContestDraft {
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
    contestantsPublic: contest.contestantsPublic,
    arrivalLocations: [],
    tShirtSizes: [],
    operatingSystems: [],
  };
  for (const field of DATES) draft[field] = instantToWallClock(contest[field], contest.venueTimeZone);
  for (const name of CONTEST_LIST_NAMES) draft[name] = lists[name].map((value) => ({ value }));
  return draft;
}

/**
 * The form's values as the call takes them: instants with the offset of the venue's time zone as
 * typed in the form, and each list's entries.
 */
export function inputOf(form: ContestForm): UpdateContestInput & ContestLists {
  const input = { ...form } as unknown as UpdateContestInput & ContestLists;
  for (const field of DATES) input[field] = wallClockToInstant(form[field], form.venueTimeZone);
  for (const name of CONTEST_LIST_NAMES) input[name] = form[name].map(({ value }) => value);
  return input;
}
