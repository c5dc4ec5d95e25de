import type { AvailableEnums, Contest, CONTEST_LISTS, ContestList, UpdateContestInput } from '@olympiad/shared/schemas';
import { instantToWallClock, wallClockToInstant } from '../../../components/venue-time';
import type { ContestDraft, ContestForm } from './settings-schema';

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

/**
 * Each list's enumeration in readEnumerations' answer: CONTEST_LISTS' own, checked by the
 * compiler, without the module of schemas it lives in (the form is drawn before zod loads).
 */
const ENUMERATIONS = {
  arrivalLocations: 'arrivalLocationsList',
  tShirtSizes: 'tShirtSizesList',
  operatingSystems: 'operatingSystemNamesList',
} as const satisfies { [List in ContestList]: (typeof CONTEST_LISTS)[List]['enumeration'] };
const CONTEST_LIST_NAMES = Object.keys(ENUMERATIONS) as ContestList[];

/** The lists the form edits, each as the call takes it. */
export type ContestLists = Record<ContestList, readonly string[]>;

/** The lists as readEnumerations answers them. */
export const listsOf = (enums: AvailableEnums): ContestLists => ({
  arrivalLocations: enums[ENUMERATIONS.arrivalLocations],
  tShirtSizes: enums[ENUMERATIONS.tShirtSizes],
  operatingSystems: enums[ENUMERATIONS.operatingSystems],
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
    reminderDaysBeforeDeadline: contest.reminderDaysBeforeDeadline?.toString() ?? '',
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
