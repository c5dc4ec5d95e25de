import { CONTESTANT_GROUPS, DIETS, MESSAGE_STATUSES, ROOM_REQUESTS, USER_ROLES } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import { boolean, customType, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
/** Wall-clock venue time without zone, kept as text so no zone is ever applied. */
const wallClock = (name: string) => timestamp(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const images = pgTable('images', {
  id: id(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  /**
   * The key of the picture's public address (readPicture): random, never derived from the image or its
   * person, and moved by the database whenever the person's photo consent in effect may have
   * changed (migration 0011), so an address published before a withdrawal stops answering.
   */
  publicKey: text('public_key')
    .notNull()
    .default(sql`new_picture_key()`),
});

export const contests = pgTable('contests', {
  id: id(),
  year: integer('year').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  startDate: instant('start_date').notNull(),
  endDate: instant('end_date').notNull(),
  endOfRegistrationDate: instant('end_of_registration_date').notNull(),
  rules: text('rules').notNull().default(''),
  environmentDescription: text('environment_description').notNull().default(''),
  materialsUrl: text('materials_url'),
  contactEmail: text('contact_email'),
  /** The edition's own settings (shared/src/edition.ts derives the date minimums from the dates in this zone). */
  venueTimeZone: text('venue_time_zone').notNull().default('Europe/Sofia'),
  hostCountryId: uuid('host_country_id').references(() => countries.id),
  minBirthDate: date('min_birth_date', { mode: 'string' }).notNull().default('2010-01-01'),
  /** Whether a contestant without a recorded consent is shown publicly (lib/public-consent.ts). */
  contestantsPublic: boolean('contestants_public').notNull().default(true),
  /** Days before a country's deadline its registrator is reminded by themselves; null, never (migration 0014). */
  reminderDaysBeforeDeadline: integer('reminder_days_before_deadline'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  /** Raised by every edit of the contest's settings (lib/record-version.ts). */
  version: integer('version').notNull().default(1),
});

export const companies = pgTable('companies', {
  id: id(),
  contestId: uuid('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['organizer', 'partner', 'patron', 'sponsor'] }).notNull(),
  sponsorLevel: text('sponsor_level', { enum: ['gold', 'silver', 'bronze'] }),
  position: integer('position').notNull().default(0),
  name: text('name').notNull(),
  imageUrl: text('image_url'),
  companyUrl: text('company_url'),
  additionalInformation: text('additional_information'),
});

export const enumerationKinds = ['tShirtSize', 'operatingSystem', 'arrivalLocation', 'userRole', 'personRole'] as const;
export const enumerations = pgTable(
  'enumerations',
  {
    kind: text('kind', { enum: enumerationKinds }).notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value] })],
);

export const countries = pgTable('countries', {
  id: id(),
  name: text('name').notNull(),
  flagImageId: uuid('flag_image_id').references(() => images.id),
  /** The country's own end of registration; null: the contest's (shared registration-windows.ts). */
  registrationDeadline: instant('registration_deadline'),
  createdAt: instant('created_at').notNull().defaultNow(),
  /** Raised by every edit of the name, the flag or the deadline (lib/record-version.ts). */
  version: integer('version').notNull().default(1),
});

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: USER_ROLES }).notNull(),
  countryId: uuid('country_id').references(() => countries.id),
  createdAt: instant('created_at').notNull().defaultNow(),
  /** Raised by a trigger on a change of password, role, country or e-mail: older tokens end. */
  tokenVersion: integer('token_version').notNull().default(0),
});

/**
 * Tokens ended by a logout before their expiry, by the SHA-256 of the token (never the token
 * itself). Read with the user on every call, so every instance refuses them; a row goes once its
 * token would have expired anyway.
 */
export const revokedTokens = pgTable('revoked_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: instant('expires_at').notNull(),
});

export const people = pgTable('people', {
  id: id(),
  fullName: text('full_name').notNull(),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'`),
  countryId: uuid('country_id').references(() => countries.id),
  contestId: uuid('contest_id').references(() => contests.id),
  tShirtSize: text('t_shirt_size'),
  pictureId: uuid('picture_id').references(() => images.id),
  timeOfArrival: wallClock('time_of_arrival'),
  arrivalLocation: text('arrival_location'),
  timeOfDeparture: wallClock('time_of_departure'),
  departureLocation: text('departure_location'),
  /** The carrier, flight or train number and terminal of each journey (issue 37): a team's are copied to the members who travel with it. */
  arrivalCarrier: text('arrival_carrier'),
  arrivalFlightNumber: text('arrival_flight_number'),
  arrivalTerminal: text('arrival_terminal'),
  departureCarrier: text('departure_carrier'),
  departureFlightNumber: text('departure_flight_number'),
  departureTerminal: text('departure_terminal'),
  /** The person's consents to show their photo and name publicly; null until one is recorded. */
  photoPublic: boolean('photo_public'),
  namePublic: boolean('name_public'),
  createdAt: instant('created_at').notNull().defaultNow(),
  /** Raised by every edit (lib/record-version.ts): If-Match of an older one answers 412. */
  version: integer('version').notNull().default(1),
});

export const committees = pgTable('committees', {
  id: id(),
  contestId: uuid('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const committeeMembers = pgTable('committee_members', {
  id: id(),
  committeeId: uuid('committee_id')
    .notNull()
    .references(() => committees.id, { onDelete: 'cascade' }),
  personId: uuid('person_id')
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  position: integer('position').notNull().default(0),
});

export const teams = pgTable('teams', {
  id: id(),
  contestId: uuid('contest_id')
    .notNull()
    .references(() => contests.id),
  countryId: uuid('country_id')
    .notNull()
    .references(() => countries.id),
  name: text('name').notNull(),
  contestantGroup: text('contestant_group', { enum: CONTESTANT_GROUPS }).notNull().default('Junior'),
  isOnline: boolean('is_online').notNull().default(false),
  isOfficial: boolean('is_official').notNull().default(true),
  siteId: uuid('site_id').notNull(),
  timeOfArrival: wallClock('time_of_arrival'),
  arrivalLocation: text('arrival_location'),
  timeOfDeparture: wallClock('time_of_departure'),
  departureLocation: text('departure_location'),
  /** The carrier, flight or train number and terminal of each journey (issue 37). */
  arrivalCarrier: text('arrival_carrier'),
  arrivalFlightNumber: text('arrival_flight_number'),
  arrivalTerminal: text('arrival_terminal'),
  departureCarrier: text('departure_carrier'),
  departureFlightNumber: text('departure_flight_number'),
  departureTerminal: text('departure_terminal'),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
  /** Raised by every edit of the team's name, group or arrival (lib/record-version.ts). */
  version: integer('version').notNull().default(1),
});

export const leaders = pgTable('leaders', {
  id: id(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => people.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
  email: text('email'),
  phoneNumber: text('phone_number'),
  isDeputy: boolean('is_deputy').notNull().default(false),
});

export const contestants = pgTable('contestants', {
  id: id(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => people.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  contestantGroup: text('contestant_group', { enum: CONTESTANT_GROUPS }).notNull().default('Junior'),
  isOfficial: boolean('is_official').notNull().default(true),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  operatingSystemName: text('operating_system_name'),
  hasPersonForContact: boolean('has_person_for_contact').notNull().default(false),
  personForContactName: text('person_for_contact_name'),
  personForContactPhoneNumber: text('person_for_contact_phone_number'),
  siteId: uuid('site_id').notNull(),
  seatingPlaceDay1: text('seating_place_day1'),
  seatingPlaceDay2: text('seating_place_day2'),
  contestUsername: text('contest_username'),
  contestPassword: text('contest_password'),
});

export const guides = pgTable('guides', {
  id: id(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => people.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  phoneNumber: text('phone_number'),
  schoolName: text('school_name'),
  classDesignator: text('class_designator'),
});

export const guideTeams = pgTable(
  'guide_teams',
  {
    guideId: uuid('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .unique()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.guideId, table.teamId] })],
);

/** E-mail, queued with the change that causes it and sent by a worker (mail/, migration 0014). */
export const messages = pgTable('messages', {
  id: id(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  countryId: uuid('country_id').references(() => countries.id, { onDelete: 'set null' }),
  status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
  claimedUntil: instant('claimed_until'),
  lastError: text('last_error'),
  createdAt: instant('created_at').notNull().defaultNow(),
  sentAt: instant('sent_at'),
  onceKey: text('once_key').unique(),
});

/** One-time links that set a password, kept by the SHA-256 of their secret (migration 0014). */
export const passwordLinks = pgTable('password_links', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['invitation', 'reset'] }).notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** A person's visa details, for their invitation letter (migration 0015). */
export const visaDetails = pgTable('visa_details', {
  id: id(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => people.id, { onDelete: 'cascade' }),
  needsLetter: boolean('needs_letter').notNull().default(false),
  passportName: text('passport_name'),
  nationality: text('nationality'),
  passportNumber: text('passport_number'),
  passportExpiry: date('passport_expiry', { mode: 'string' }),
  /** Null for a contestant: theirs is contestants.dateOfBirth. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Each contest's invitation letter: switched on or off, its signatory, letterhead and body (migration 0015). */
export const letterSettings = pgTable('letter_settings', {
  id: id(),
  contestId: uuid('contest_id')
    .notNull()
    .unique()
    .references(() => contests.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  signatoryName: text('signatory_name').notNull().default(''),
  signatoryTitle: text('signatory_title').notNull().default(''),
  signatureImageId: uuid('signature_image_id').references(() => images.id),
  logoImageId: uuid('logo_image_id').references(() => images.id),
  organiserAddress: text('organiser_address').notNull().default(''),
  venue: text('venue').notNull().default(''),
  body: text('body').notNull().default(''),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/**
 * Every invitation letter generated (migration 0015): its verification code, a digest of the details
 * it was made from, and only what its verification page shows.
 */
export const invitationLetters = pgTable('invitation_letters', {
  id: id(),
  /** The code of its verification address (/verify/<code>): random, never derived from the person. */
  code: text('code').notNull().unique(),
  personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
  contestId: uuid('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' }),
  countryId: uuid('country_id').references(() => countries.id, { onDelete: 'set null' }),
  personName: text('person_name').notNull(),
  countryName: text('country_name').notNull(),
  passportName: text('passport_name').notNull(),
  nationality: text('nationality').notNull(),
  /** The passport number's last three characters, as the verification page shows them. */
  passportNumberEnd: text('passport_number_end').notNull(),
  stayFrom: date('stay_from', { mode: 'string' }).notNull(),
  stayTo: date('stay_to', { mode: 'string' }).notNull(),
  digest: text('digest').notNull(),
  generatedAt: instant('generated_at').notNull().defaultNow(),
  generatedByUserId: uuid('generated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  generatedBy: text('generated_by').notNull(),
  outdatedAt: instant('outdated_at'),
  revokedAt: instant('revoked_at'),
  revokedBy: text('revoked_by'),
});

/** An edition's hotels (issue 37), saved as one list with their room types. */
export const hotels = pgTable('hotels', {
  id: id(),
  contestId: uuid('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const roomTypes = pgTable('room_types', {
  id: id(),
  hotelId: uuid('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  capacity: integer('capacity').notNull(),
  roomCount: integer('room_count').notNull(),
  position: integer('position').notNull().default(0),
});

/** roomCount rows per room type, numbered 1.. until an organiser gives one the number on its door. */
export const rooms = pgTable('rooms', {
  id: id(),
  roomTypeId: uuid('room_type_id')
    .notNull()
    .references(() => roomTypes.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  position: integer('position').notNull(),
});

/** Who sleeps where; mixedBy: who confirmed placing a contestant with an adult or another country's contestant. */
export const roomOccupants = pgTable('room_occupants', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
  roomId: uuid('room_id')
    .notNull()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  mixedBy: text('mixed_by'),
  allocatedAt: instant('allocated_at').notNull().defaultNow(),
});

/** Per edition: the version of its hotel list and whether the room allocation is published. */
export const staySettings = pgTable('stay_settings', {
  contestId: uuid('contest_id')
    .primaryKey()
    .references(() => contests.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  roomsPublishedAt: instant('rooms_published_at'),
  roomsPublishedBy: text('rooms_published_by'),
});

/** A delegation person's room request and emergency contact. */
export const stayDetails = pgTable('stay_details', {
  id: id(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => people.id, { onDelete: 'cascade' }),
  roomRequest: text('room_request', { enum: ROOM_REQUESTS }).notNull().default('none'),
  shareWithPersonId: uuid('share_with_person_id').references(() => people.id, { onDelete: 'set null' }),
  emergencyContactName: text('emergency_contact_name'),
  emergencyContactRelation: text('emergency_contact_relation'),
  emergencyContactPhone: text('emergency_contact_phone'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/**
 * Diet and health notes: special-category data (GDPR art. 9), kept only with the explicit consent
 * recorded here (who, when); withdrawing the consent deletes the row.
 */
export const healthDetails = pgTable('health_details', {
  id: id(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => people.id, { onDelete: 'cascade' }),
  consentAt: instant('consent_at').notNull().defaultNow(),
  consentBy: text('consent_by').notNull(),
  consentByUserId: uuid('consent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  diet: text('diet', { enum: DIETS }),
  dietOther: text('diet_other'),
  allergies: text('allergies'),
  medicalNotes: text('medical_notes'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
