import { edition } from './edition.js';
import { formatDate } from './format.js';

export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
export const MAX_CONTESTANTS = 4;
export const MIN_CONTESTANTS = 1;
export const EDIT_WINDOW_DAYS = 1;

/** How many days before its deadline an incomplete country may be reminded by itself (Contest settings). */
export const REMINDER_DAYS = { min: 1, max: 60 } as const;
export const SNACK_DURATION_MS = 5000;
export { PICTURE_HEIGHT, PICTURE_WIDTH } from './picture-size.js';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The site every new contestant is placed on (the spec's "fixed default site id"). */
export const DEFAULT_SITE_ID = '5a1e0000-0000-4000-8000-000000000001';

export const USER_ROLES = ['Administrator', 'TeamRegistrator', 'Guide'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const PERSON_ROLES = ['GUEST', 'GUIDE', 'LEADER', 'CONTESTANT', 'COMMITTEE'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];
export const CONTESTANT_GROUPS = ['Junior', 'Senior'] as const;

/** How name badges are printed: one A6 badge a page, or four on an A4 page with cut marks. */
export const BADGE_LAYOUTS = ['a6', 'a4'] as const;
export type BadgeLayout = (typeof BADGE_LAYOUTS)[number];
/** A role as a badge prints it (a leader's deputy reads "Deputy Leader"), and as the badge form offers it. */
export const BADGE_ROLE_LABELS: Record<PersonRole, string> = {
  CONTESTANT: 'Contestant',
  LEADER: 'Leader',
  GUIDE: 'Guide',
  GUEST: 'Guest',
  COMMITTEE: 'Committee',
};
export type ContestantGroup = (typeof CONTESTANT_GROUPS)[number];

/**
 * The enumerations the server offers (readEnumerations), seeded from these lists.
 * The database's CHECK constraints on roles and groups are tested against them.
 */
/**
 * What the change history records changes of: one kind per table of the edition's data. Here
 * rather than beside the history's schemas, so that the History section's filters load no schema
 * library.
 */
export const HISTORY_ENTITIES = [
  'contest',
  'company',
  'enumeration',
  'country',
  'user',
  'person',
  'committee',
  'committeeMember',
  'team',
  'leader',
  'contestant',
  'guide',
  'guideTeam',
  'visaDetails',
  'letterSettings',
  'hotel',
  'roomType',
  'room',
  'roomOccupant',
  'staySettings',
  'stayDetails',
  'healthDetails',
  /** The erasure of personal data after the edition: one entry with its counts. */
  'personalData',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/**
 * How an e-mail's sending stands: `queued` waits for its first or next attempt; `failed` is given
 * up (its error says why). Here rather than beside the messages' schemas, so that the Messages
 * section's filter loads no schema library.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The Messages section's words for each status. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

export const T_SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const OPERATING_SYSTEMS = ['Windows', 'Linux', 'macOS'] as const;
/** Also the departure locations. 'Other' is the default of guides and committee people. */
export const ARRIVAL_LOCATIONS = ['Sofia Airport', 'Sofia Central Railway Station', 'Sofia Central Bus Station', 'Other'] as const;
export const OTHER_LOCATION = 'Other';

/** Why an edit was refused with 412 (a record version moved on): said by the server and by the form. */
export const CHANGED_MEANWHILE = 'This record was changed meanwhile by someone else.';

export const MESSAGES = {
  namePattern: 'Only latin letters and spaces allowed!',
  committeeNamePattern: 'Only latin letters, digits, underscores and hyphens allowed!',
  phonePattern: 'Only digits and + allowed!',
  email: 'Email is not valid!',
  required: 'Please Fill Required Field!',
  formInvalid: 'The form is invalid. Please fill fields correctly!',
  contestantUnchanged: 'Please make some changes to edit the contestant.',
  teamNameUnchanged: 'Please make some changes to edit the Team Name/Group.',
  error: 'Error!',
  registrationOver: 'Registration time is over!',
  editWindowNote: "People's names may be edited for another day.",
  // The date minimums are the edition's (edition.ts): each message names the one in effect.
  get minArrivalDate() {
    return `Arrival cannot be before ${formatDate(edition().minArrivalDate)}!`;
  },
  get minDepartureDate() {
    return `Departure cannot be before ${formatDate(edition().minDepartureDate)}!`;
  },
  get minBirthDate() {
    return `Date of birth cannot be before ${formatDate(edition().minBirthDate)}!`;
  },
  dateTimeFormat: 'Please enter a valid date and time!',
  flightNumber: 'A flight or train number is letters and digits, such as LH 1234.',
  departureAfterArrival: 'Departure must be after arrival.',
  dateFormat: 'Please enter a valid date!',
  timeZone: 'Please enter a time zone the venue keeps, such as Europe/Sofia!',
  reminderDays: 'Please enter a whole number of days from 1 to 60, or leave it empty for no automatic reminders!',
  minContestants: 'A team needs at least 1 contestant!',
  maxContestants: 'A team can have at most 4 contestants!',
  passwordLength: 'Password must be at least 8 characters long!',
  linkInvalid: 'Please enter a link starting with https://, http:// or /!',
  imageInvalid: 'The image must be a JPEG, PNG or WebP file of at most 5 MB!',
  teamCreated: 'Team has been created successfully!',
  guestAdded: 'Guest has added successfully.',
  guestEdited: 'Guest has edited successfully.',
  personAdded: 'Person has been added successfully.',
  personEdited: 'Person has been edited successfully.',
  userCreated: 'User has been created successfully!',
  guideCreated: 'Guide has been created successfully!',
  contestantRemoved: 'Contestant is removed from team successfully!',
  contestantChanged: 'Contestant is changed successfully!',
  contestantAdded: 'Contestant is added to team successfully!',
  teamNameChanged: 'Team Name and Group is changed successfully!',
  leaderChanged: 'Leader Information is changed successfully!',
  deputyLeaderChanged: 'Deputy Leader Information is changed successfully!',
  teamArrivalUpdated: 'Team Arrival Information is updated!',
  leaderReplaced: 'Leader is replaced successfully!',
  countryEdited: 'Country has been editted successfully!',
  countryCreated: 'Country has been created successfully!',
  countryDeleted: 'Country has been deleted successfully!',
} as const;

/** The words the link pages and the API share (docs/screens.md, Set your password). */
export const PASSWORD_LINK_TEXTS = {
  /** One answer for a link that never existed, was used or has expired: none tells which. */
  unusable: 'This link has expired or was already used.',
  resetRequested: 'If an account exists for this e-mail, a link to set a new password is on its way. It is valid for one hour.',
  passwordSet: 'Your password is set.',
  notTheSame: 'The passwords are not the same.',
} as const;
