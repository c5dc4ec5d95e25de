import { z } from 'zod';
import { MESSAGES, REMINDER_DAYS } from '../constants.js';
import { edition } from '../edition.js';
import {
  dateSchema,
  idSchema,
  instantSchema,
  list,
  text,
  optionalBase64ImageSchema,
  optionalEmailSchema,
  optionalLinkSchema,
  optionalText,
  requiredText,
  versionSchema,
} from './common.js';
import { contestListSchema } from './contest-lists.js';
import { LIST_LIMITS, TEXT_LIMITS } from './text-rules.js';

const companySchema = z.object({
  name: requiredText(),
  imageUrl: optionalLinkSchema,
  companyUrl: optionalLinkSchema,
  additionalInformation: optionalText(TEXT_LIMITS.long),
});
export type Company = z.infer<typeof companySchema>;

/**
 * A company as the contest settings send it: an uploaded logo (bare base64) is stored as a
 * picture like a person's, and its address replaces `imageUrl`; without one `imageUrl` stays.
 */
const companyInputSchema = companySchema.extend({ logo: optionalBase64ImageSchema.optional() });

/** The contest's six lists of companies, each company read with `company`. */
const companyLists = <Company extends z.ZodType>(company: Company) => ({
  organizers: list(company, LIST_LIMITS.companies),
  partners: list(company, LIST_LIMITS.companies),
  patrons: list(company, LIST_LIMITS.companies),
  goldenSponsors: list(company, LIST_LIMITS.companies),
  silverSponsors: list(company, LIST_LIMITS.companies),
  bronzeSponsors: list(company, LIST_LIMITS.companies),
});

const committeeMemberSchema = z.object({
  role: requiredText(),
  person: z.object({
    fullName: requiredText(),
    picturePath: optionalText(),
    country: z.object({ name: requiredText() }),
  }),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

const committeeSchema = z.object({
  name: requiredText(),
  members: z.array(committeeMemberSchema),
});
export type Committee = z.infer<typeof committeeSchema>;

/** Write model of a committee: members point at COMMITTEE people by id. */
export const updateCommitteeInputSchema = z.object({
  name: requiredText(),
  members: list(z.object({ role: requiredText(), personId: idSchema }), LIST_LIMITS.committeeMembers),
});
export type UpdateCommitteeInput = z.infer<typeof updateCommitteeInputSchema>;

const contestContent = {
  name: requiredText(TEXT_LIMITS.contestName),
  shortName: requiredText(TEXT_LIMITS.contestShortName),
  startDate: instantSchema,
  endDate: instantSchema,
  endOfRegistrationDate: instantSchema,
  rules: text({ max: TEXT_LIMITS.html, multiline: true }),
  environmentDescription: text({ max: TEXT_LIMITS.html, multiline: true }),
  materialsUrl: optionalLinkSchema,
  contactEmail: optionalEmailSchema,
};

/** Whether the runtime knows `name` as a time zone (an IANA name such as 'Europe/Sofia'). */
const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};
export const timeZoneSchema = requiredText().refine(isTimeZone, MESSAGES.timeZone);

/** Days before a country's deadline when its incomplete registration is reminded by itself. */
const reminderDaysSchema = z
  .number()
  .int(MESSAGES.reminderDays)
  .min(REMINDER_DAYS.min, MESSAGES.reminderDays)
  .max(REMINDER_DAYS.max, MESSAGES.reminderDays);

/** The public projection of the contest (readContest). */
export const contestSchema = z.object({
  id: idSchema,
  year: z.number().int(),
  ...contestContent,
  /** The edition's own settings (edition.ts derives the date minimums from them). */
  venueTimeZone: z.string(),
  hostCountry: z.object({ id: idSchema, name: z.string() }).nullable(),
  minBirthDate: z.string(),
  /** Whether a contestant whose consent is not recorded is shown publicly (name and photo). */
  contestantsPublic: z.boolean(),
  /** Days before a country's deadline its registrator is reminded of what is missing; null, never by itself. */
  reminderDaysBeforeDeadline: z.number().int().nullable(),
  ...companyLists(companySchema),
  committees: z.array(committeeSchema),
  version: versionSchema,
});
export type Contest = z.infer<typeof contestSchema>;

/** updateContest: the contest's own fields; the server sanitises the HTML. */
export const updateContestInputSchema = z.object({
  id: idSchema.optional(),
  ...contestContent,
  ...companyLists(companyInputSchema),
  /** Each omitted (the spec's body has none of them): it stays as it is. */
  venueTimeZone: timeZoneSchema.optional(),
  hostCountryId: idSchema.optional(),
  minBirthDate: dateSchema.optional(),
  contestantsPublic: z.boolean().optional(),
  reminderDaysBeforeDeadline: reminderDaysSchema.nullable().optional(),
  /** The lists forms offer (readEnumerations), each in its order; omitted, a list stays as it is. */
  arrivalLocations: contestListSchema('arrivalLocations').optional(),
  tShirtSizes: contestListSchema('tShirtSizes').optional(),
  operatingSystems: contestListSchema('operatingSystems').optional(),
  /** Omitted: the committees stay as they are. */
  committees: list(updateCommitteeInputSchema, LIST_LIMITS.committees).optional(),
});
export type UpdateContestInput = z.infer<typeof updateContestInputSchema>;

export const contestQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000)
    .max(2100)
    .default(() => edition().year),
});

export const availableEnumsSchema = z.object({
  tShirtSizesList: z.array(z.string()),
  operatingSystemNamesList: z.array(z.string()),
  arrivalLocationsList: z.array(z.string()),
  userRolesList: z.array(z.string()),
  personRolesList: z.array(z.string()),
});
export type AvailableEnums = z.infer<typeof availableEnumsSchema>;

/**
 * Fields whose value must be one of the contest's enumerations, wherever they appear in a
 * request body, with the list each takes and how a refusal names it. Forms offer only these
 * lists (from readEnumerations); the server checks every write against them.
 */
export const CLOSED_LIST_FIELDS = {
  tShirtSize: { list: 'tShirtSizesList', what: 'T-shirt sizes' },
  operatingSystemName: { list: 'operatingSystemNamesList', what: 'operating systems' },
  arrivalLocation: { list: 'arrivalLocationsList', what: 'arrival locations' },
  departureLocation: { list: 'arrivalLocationsList', what: 'departure locations' },
} as const satisfies Record<string, { list: keyof AvailableEnums; what: string }>;
export type ClosedListField = keyof typeof CLOSED_LIST_FIELDS;

/** The refusal of a value outside its list. */
export const notInClosedList = (field: ClosedListField, allowed: readonly string[]) =>
  `Must be one of the contest's ${CLOSED_LIST_FIELDS[field].what}: ${allowed.join(', ')}.`;
