import { z } from 'zod';
import { MESSAGES, PERSON_ROLES } from '../constants.js';
import {
  arrivalTimeSchema,
  checkDepartureAfterArrival,
  committeeNameSchema,
  dateSchema,
  departureTimeSchema,
  idSchema,
  journeyAnswer,
  journeyFields,
  nameSchema,
  optionalBase64ImageSchema,
  optionalText,
  requiredText,
  text,
  versionSchema,
} from './common.js';
import { refineWith } from './refine.js';

export const personRoleSchema = z.enum(PERSON_ROLES);

/** A person as the server returns it; times are wall-clock strings without offset. */
export const personSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  roles: z.array(personRoleSchema),
  countryId: idSchema.nullable(),
  country: z.object({ name: z.string() }).nullable(),
  tShirtSize: z.string().nullable(),
  picturePath: z.string().nullable(),
  timeOfArrival: z.string().nullable(),
  arrivalLocation: z.string().nullable(),
  timeOfDeparture: z.string().nullable(),
  departureLocation: z.string().nullable(),
  ...journeyAnswer,
  contestId: idSchema.nullable(),
  version: versionSchema,
});
export type Person = z.infer<typeof personSchema>;

/**
 * What the public may see of a person: their photo, their name, as the consent in effect says (the
 * recorded one, else the edition's default for the person's place).
 */
const publicConsentSchema = z.object({ photo: z.boolean(), name: z.boolean() });
export type PublicConsent = z.infer<typeof publicConsentSchema>;

/** Each consent as recorded: given (true), withdrawn (false), or null where no choice was recorded. */
export const recordedConsentSchema = z.object({ photo: z.boolean().nullable(), name: z.boolean().nullable() });

/**
 * A person's consent in a read (Edit Team's people, the Committee section's) and in the answer of
 * recordPublicConsent: the consent in effect, and what is recorded, so that a
 * screen tells a given or withdrawn consent from the edition's default.
 */
export const consentStateSchema = publicConsentSchema.extend({ recorded: recordedConsentSchema });
export type ConsentState = z.infer<typeof consentStateSchema>;

/**
 * The choices a person made: each true (given), false (withdrawn), or left out or null (no choice:
 * nothing is recorded, what was recorded stays, and the edition's default applies where nothing is).
 */
export const consentChoiceSchema = z.object({ photo: z.boolean().nullish(), name: z.boolean().nullish() });
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/** recordPublicConsent: one choice or both. */
export const recordConsentInputSchema = consentChoiceSchema.refine(
  (choice) => typeof choice.photo === 'boolean' || typeof choice.name === 'boolean',
  'Choose whether the photo or the name may be shown publicly.',
);

const optionalArrival = optionalText().pipe(arrivalTimeSchema.nullable());
const optionalDeparture = optionalText().pipe(departureTimeSchema.nullable());

/** The times and places of the arrival/departure block, each optional. */
const travelPlaces = {
  timeOfArrival: optionalArrival,
  arrivalLocation: optionalText(),
  timeOfDeparture: optionalDeparture,
  departureLocation: optionalText(),
};
/** The arrival/departure block shared by guests, people and the team's arrival data. */
const travelFields = { ...travelPlaces, ...journeyFields };

/** Person fields inside leader and contestant forms (personEditModel, leaderPerson, contestantPerson). */
export const personFieldsSchema = z.object({
  id: idSchema.optional(),
  fullName: nameSchema,
  tShirtSize: requiredText(),
  picture: optionalBase64ImageSchema,
  picturePath: optionalText(),
  ...travelFields,
});

const requiredPlaces = {
  timeOfArrival: arrivalTimeSchema,
  arrivalLocation: requiredText(),
  timeOfDeparture: departureTimeSchema,
  departureLocation: requiredText(),
};
const requiredTravel = z.object({ ...requiredPlaces, ...journeyFields });

/**
 * createPerson and updatePerson: guests, committee people and guide persons.
 * Guests need the four arrival/departure fields; committee names follow the committee pattern.
 */
export const savePersonInputSchema = z
  .object({
    id: idSchema.optional(),
    fullName: text().default(''),
    roles: z.array(personRoleSchema).min(1, MESSAGES.required).max(PERSON_ROLES.length),
    countryId: optionalText().pipe(idSchema.nullable()),
    contestId: optionalText().pipe(idSchema.nullable()),
    tShirtSize: optionalText(),
    picture: optionalBase64ImageSchema,
    timeOfArrival: optionalText(),
    arrivalLocation: optionalText(),
    timeOfDeparture: optionalText(),
    departureLocation: optionalText(),
    ...journeyFields,
  })
  .superRefine((person, ctx) => {
    const nameRule = person.roles.includes('COMMITTEE') ? committeeNameSchema : nameSchema;
    refineWith(ctx, nameRule, person.fullName, ['fullName']);
    // The journeys' carriers, numbers and terminals are the object's own fields, checked once there.
    refineWith(ctx, z.object(person.roles.includes('GUEST') ? requiredPlaces : travelPlaces), person, []);
    checkDepartureAfterArrival(person, ctx);
  });
export type SavePersonDraft = z.input<typeof savePersonInputSchema>;
export type SavePersonInput = z.output<typeof savePersonInputSchema>;

/** The fields the guest form shows (role GUEST, country and contest are set by the app). */
export const guestFormSchema = z
  .object({
    fullName: nameSchema,
    tShirtSize: optionalText(),
    picture: optionalBase64ImageSchema,
    ...requiredTravel.shape,
  })
  .superRefine((guest, ctx) => checkDepartureAfterArrival(guest, ctx));
export type GuestForm = z.input<typeof guestFormSchema>;

/** readPeopleOfCountry: x is a country id (docs/api-rules.md, Calls beyond the specification). */
export const personRoleCountryParamsSchema = z.object({ role: personRoleSchema, x: idSchema });
export const contestIdQuerySchema = z.object({ contestId: idSchema.optional() });

/** People on one screen page of the People section: a phone screen or two of its table. */
export const PEOPLE_PAGE_SIZE = 25;

/**
 * readPeoplePage: which people, and which page of them in the arrivals desk's order. `search`
 * keeps those whose name, country, roles and locations hold every word of it (case and accents
 * aside); `arrivalDay` those arriving on that day at the venue. A printout asks for every match
 * on one page, so `pageSize` goes up to a whole edition.
 */
export const peoplePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(10_000).default(PEOPLE_PAGE_SIZE),
  arrivalDay: dateSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export type PeoplePageQuery = z.infer<typeof peoplePageQuerySchema>;

/** One page of people with the count of every match and the arrival days anyone has (the day filter's choices). */
export const peoplePageSchema = z.object({
  people: z.array(personSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
  arrivalDays: z.array(z.string()),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;
