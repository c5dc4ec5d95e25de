import { z } from 'zod';
import { CONTESTANT_GROUPS, DEFAULT_SITE_ID, EMPTY_ID } from '../constants.js';
import {
  dateOfBirthSchema,
  idSchema,
  nameSchema,
  normaliseName,
  optionalPhoneText,
  optionalText,
  phoneSchema,
  requiredText,
  versionSchema,
} from './common.js';
import { consentStateSchema, personFieldsSchema, personSchema } from './person.js';
import { refineWith, withSideCheck } from './refine.js';

export const contestantGroupSchema = z.enum(CONTESTANT_GROUPS);

const seatSchema = z.object({ seatingPlace: z.string().nullable() }).nullable();

/** A contestant as the server returns it; contact and birth date are absent in public projections. */
export const contestantSchema = z.object({
  id: idSchema,
  teamId: idSchema,
  personId: idSchema,
  contestantGroup: contestantGroupSchema,
  isOfficial: z.boolean(),
  dateOfBirth: z.string().nullable().optional(),
  operatingSystemName: z.string().nullable(),
  hasPersonForContact: z.boolean().optional(),
  personForContactName: z.string().nullable().optional(),
  personForContactPhoneNumber: z.string().nullable().optional(),
  personEditModel: personSchema,
  /** In a team's reads and the contestant calls' answers. */
  publicConsent: consentStateSchema.optional(),
  contestantContestDays: z.object({ day1: seatSchema, day2: seatSchema }),
  siteId: idSchema,
  /** Their person's: an edit changes both rows. */
  version: versionSchema,
});
export type Contestant = z.infer<typeof contestantSchema>;

const contactFields = {
  hasPersonForContact: z.boolean().default(false),
  // Checked by checkContact, stored composed like every name.
  personForContactName: optionalText().transform((value) => value && normaliseName(value)),
  personForContactPhoneNumber: optionalPhoneText(),
};

type ContactFields = { hasPersonForContact: boolean; personForContactName: string | null; personForContactPhoneNumber: string | null };

/**
 * Contact name and phone are required, and checked, only when the contestant does not travel with
 * the leader; checked beside the other fields (withSideCheck), so in the same round.
 */
function checkContact(contestant: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (contestant.hasPersonForContact !== true) return;
  refineWith(ctx, nameSchema, contestant.personForContactName ?? '', ['personForContactName']);
  refineWith(ctx, phoneSchema, contestant.personForContactPhoneNumber ?? '', ['personForContactPhoneNumber']);
}

const dropContactWhenUnticked = <T extends ContactFields>(value: T): T =>
  value.hasPersonForContact ? value : { ...value, personForContactName: null, personForContactPhoneNumber: null };

/** The contestant block of the team form and of the add-contestant modal. */
export const contestantFieldsSchema = withSideCheck(
  z.object({
    teamId: idSchema.default(EMPTY_ID),
    contestantGroup: contestantGroupSchema.default('Junior'),
    isOfficial: z.boolean().default(true),
    dateOfBirth: dateOfBirthSchema,
    operatingSystemName: requiredText(),
    contestantPerson: personFieldsSchema,
    siteId: idSchema.default(DEFAULT_SITE_ID),
    ...contactFields,
  }),
  checkContact,
).transform(dropContactWhenUnticked);
export type ContestantFields = z.output<typeof contestantFieldsSchema>;

/** addContestant's body. */
export const addContestantInputSchema = z.object({
  contestantId: idSchema.default(EMPTY_ID),
  teamId: idSchema,
  contestant: contestantFieldsSchema,
});
export type AddContestantInput = z.output<typeof addContestantInputSchema>;
export type AddContestantDraft = z.input<typeof addContestantInputSchema>;

/** editContestant: the edit form (the spec spells isOffical in edit data). */
export const editContestantInputSchema = withSideCheck(
  z.object({
    id: idSchema,
    teamId: idSchema,
    personId: idSchema,
    contestantGroup: contestantGroupSchema.default('Junior'),
    isOffical: z.boolean().default(true),
    dateOfBirth: dateOfBirthSchema,
    operatingSystemName: requiredText(),
    personEditModel: personFieldsSchema,
    ...contactFields,
  }),
  checkContact,
).transform(dropContactWhenUnticked);
export type EditContestantInput = z.output<typeof editContestantInputSchema>;
export type EditContestantDraft = z.input<typeof editContestantInputSchema>;
