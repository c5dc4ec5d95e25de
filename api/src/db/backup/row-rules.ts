import {
  committeeNameSchema,
  contestantGroupSchema,
  DIETS,
  emailSchema,
  journeyFields,
  nameSchema,
  optionalEmailSchema,
  optionalLinkSchema,
  optionalText,
  personRoleSchema,
  phoneSchema,
  requiredText,
  ROOM_REQUESTS,
  text,
  TEXT_LIMITS,
  timeZoneSchema,
  userRoleSchema,
} from '@olympiad/shared/schemas';
import { z } from 'zod';
import { sniffImageType } from '../../lib/image.js';
import { LETTER_CODE } from '../../letters/letter-code.js';
import { companies, enumerationKinds } from '../schema.js';

/** A row of a backup, by column; a column the file does not have is undefined. */
type Row = Readonly<Record<string, string | null | undefined>>;
/** A column's rule, or one that depends on the rest of its row (a name's pattern on the person's roles). */
type ColumnRule = z.ZodType | ((row: Row) => z.ZodType);

/** A person's roles as the database writes a text[] of them: {CONTESTANT,LEADER}. */
const rolesSchema = z
  .string()
  .regex(/^\{[A-Z_]*(,[A-Z_]+)*\}$/, 'Must be a list of roles')
  .transform((value) => value.slice(1, -1).split(',').filter(Boolean))
  .pipe(z.array(personRoleSchema).min(1));
/** Each journey's carrier, flight or train number and terminal (issue 37), on a person and on a team. */
const journeyRules = {
  arrival_carrier: journeyFields.arrivalCarrier,
  arrival_flight_number: journeyFields.arrivalFlightNumber,
  arrival_terminal: journeyFields.arrivalTerminal,
  departure_carrier: journeyFields.departureCarrier,
  departure_flight_number: journeyFields.departureFlightNumber,
  departure_terminal: journeyFields.departureTerminal,
};
const rolesOf = (row: Row): string[] => rolesSchema.safeParse(row.roles ?? '').data ?? [];

/** The format of lib/password.ts: scrypt$N$r$p$salt$hash, salt and hash in base64. */
const passwordHashSchema = z
  .string()
  .regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/, 'Must be a password hash');

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;
/** A picture's bytes (base64) must be what its content type says: a raster by its magic bytes, an SVG by its first tag. */
const pictureBytes = (contentType: string | null | undefined) =>
  z.string().refine((base64) => {
    const data = Buffer.from(base64, 'base64');
    if (contentType !== 'image/svg+xml') return sniffImageType(data) === contentType;
    return /^(\uFEFF)?\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(data.subarray(0, 512).toString('utf8'));
  }, 'Must be a picture of its content type');

const optionalPhone = phoneSchema.nullable();
/** A contact person is checked only while the contestant has one, as the contestant forms do. */
const whenContact = (rule: z.ZodType) => (row: Row) => (row.has_person_for_contact === 'true' ? rule : optionalText());

/** A note of several lines that may be absent: allergies, medical notes. */
const optionalNote = text({ max: TEXT_LIMITS.long, multiline: true }).nullable();

/**
 * The API's own rules (@olympiad/shared/schemas) for what an API payload carries, by table and
 * column: a restored row holds nothing the API would have refused, such as a javascript: link,
 * an e-mail that is none, a role outside its list or a picture that is not one. Columns without a
 * rule here are still checked against their type (column-types.ts).
 */
const RULES: Record<string, Record<string, ColumnRule>> = {
  companies: {
    kind: z.enum(companies.kind.enumValues),
    sponsor_level: z.enum(companies.sponsorLevel.enumValues).nullable(),
    name: requiredText(),
    image_url: optionalLinkSchema,
    company_url: optionalLinkSchema,
    additional_information: optionalText(TEXT_LIMITS.long),
  },
  committee_members: { role: requiredText() },
  committees: { name: requiredText() },
  contestants: {
    contestant_group: contestantGroupSchema,
    operating_system_name: optionalText(),
    person_for_contact_name: whenContact(nameSchema),
    person_for_contact_phone_number: whenContact(phoneSchema),
    seating_place_day1: optionalText(),
    seating_place_day2: optionalText(),
    contest_username: optionalText(),
    contest_password: optionalText(),
  },
  contests: {
    name: requiredText(TEXT_LIMITS.contestName),
    short_name: requiredText(TEXT_LIMITS.contestShortName),
    rules: text({ max: TEXT_LIMITS.html, multiline: true }),
    environment_description: text({ max: TEXT_LIMITS.html, multiline: true }),
    materials_url: optionalLinkSchema,
    contact_email: optionalEmailSchema,
    venue_time_zone: timeZoneSchema,
  },
  countries: { name: requiredText(100) },
  enumerations: { kind: z.enum(enumerationKinds), value: requiredText() },
  guides: { phone_number: optionalText(), school_name: optionalText(), class_designator: optionalText() },
  health_details: {
    consent_by: requiredText(),
    diet: z.enum(DIETS).nullable(),
    diet_other: optionalText(),
    allergies: optionalNote,
    medical_notes: optionalNote,
  },
  hotels: { name: requiredText(), address: text({ max: TEXT_LIMITS.long }) },
  invitation_letters: {
    code: z.string().regex(LETTER_CODE, 'Must be a verification code'),
    person_name: requiredText(),
    country_name: requiredText(100),
    passport_name: requiredText(),
    nationality: requiredText(),
    passport_number_end: requiredText(3),
    digest: z.string().regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 digest'),
    generated_by: requiredText(),
    revoked_by: optionalText(),
  },
  images: {
    content_type: z.enum(PICTURE_TYPES),
    data: (row) => pictureBytes(row.content_type),
  },
  leaders: { email: optionalEmailSchema, phone_number: optionalPhone },
  letter_settings: {
    signatory_name: text(),
    signatory_title: text(),
    organiser_address: text({ max: TEXT_LIMITS.long, multiline: true }),
    venue: text(),
    body: text({ max: TEXT_LIMITS.long * 4, multiline: true }),
  },
  people: {
    full_name: (row) => (rolesOf(row).includes('COMMITTEE') ? committeeNameSchema : nameSchema),
    roles: rolesSchema,
    t_shirt_size: optionalText(),
    arrival_location: optionalText(),
    departure_location: optionalText(),
    ...journeyRules,
  },
  room_occupants: { mixed_by: optionalText() },
  room_types: { name: requiredText(60) },
  rooms: { number: requiredText(20) },
  stay_details: {
    room_request: z.enum(ROOM_REQUESTS),
    emergency_contact_name: optionalText(),
    emergency_contact_relation: optionalText(60),
    emergency_contact_phone: optionalPhone,
  },
  stay_settings: { rooms_published_by: optionalText() },
  teams: {
    name: nameSchema,
    contestant_group: contestantGroupSchema,
    arrival_location: optionalText(),
    departure_location: optionalText(),
    ...journeyRules,
  },
  users: {
    email: emailSchema,
    name: requiredText(),
    username: requiredText(TEXT_LIMITS.email),
    password_hash: passwordHashSchema,
    role: userRoleSchema,
  },
  visa_details: {
    passport_name: optionalText(),
    nationality: optionalText(),
    passport_number: optionalText(40),
  },
};

/** What breaks the API's rules in a row of table: the first column and its rule's message; undefined when nothing does. */
export function ruleBroken(table: string, columns: readonly string[], values: readonly (string | null)[]): string | undefined {
  const rules = RULES[table];
  if (!rules) return undefined;
  const row: Row = Object.fromEntries(columns.map((column, index) => [column, values[index]]));
  for (const [column, rule] of Object.entries(rules)) {
    if (!(column in row)) continue;
    const result = (typeof rule === 'function' ? rule(row) : rule).safeParse(row[column]);
    if (!result.success) return `${column}: ${result.error.issues[0]!.message}`;
  }
  return undefined;
}
