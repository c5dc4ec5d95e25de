import { z } from 'zod';
import { idSchema, journeyAnswer } from './common.js';
import { historyEntrySchema } from './history.js';
import { LETTER_STATUSES, visaDetailsSchema } from './letter.js';
import { personRoleSchema, recordedConsentSchema } from './person.js';
import { DIETS, ROOM_REQUESTS } from '../text/stay-words.js';

/**
 * Everything the edition holds about one person, for a subject-access request (GDPR article 15):
 * their person record, their picture, what they are (leader, contestant, guide, committee member)
 * their visa details and invitation letters, their room request, emergency contact, diet and health
 * notes and room, and every change recorded about them. Contest passwords are left out: a credential, handed over
 * at the venue, not data about the person.
 */
export const personDataSchema = z.object({
  exportedAt: z.string(),
  person: z.object({
    id: idSchema,
    fullName: z.string(),
    roles: z.array(personRoleSchema),
    country: z.string().nullable(),
    tShirtSize: z.string().nullable(),
    timeOfArrival: z.string().nullable(),
    arrivalLocation: z.string().nullable(),
    timeOfDeparture: z.string().nullable(),
    departureLocation: z.string().nullable(),
    ...journeyAnswer,
    /** As recorded: null where no consent was recorded. */
    publicConsent: recordedConsentSchema,
    createdAt: z.string(),
  }),
  /** The picture itself, base64. */
  picture: z.object({ contentType: z.string(), base64: z.string() }).nullable(),
  leader: z
    .object({
      team: z.string().nullable(),
      isDeputy: z.boolean(),
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
    })
    .nullable(),
  contestant: z
    .object({
      team: z.string(),
      contestantGroup: z.string(),
      isOfficial: z.boolean(),
      dateOfBirth: z.string().nullable(),
      operatingSystem: z.string().nullable(),
      personForContact: z.object({ name: z.string().nullable(), phoneNumber: z.string().nullable() }).nullable(),
      seatingPlaceDay1: z.string().nullable(),
      seatingPlaceDay2: z.string().nullable(),
      contestUsername: z.string().nullable(),
    })
    .nullable(),
  guide: z
    .object({
      phoneNumber: z.string().nullable(),
      schoolName: z.string().nullable(),
      classDesignator: z.string().nullable(),
      teams: z.array(z.string()),
      accountEmail: z.string().nullable(),
    })
    .nullable(),
  committees: z.array(z.object({ committee: z.string(), role: z.string() })),
  /** Their visa details for an invitation letter, as saved (a contestant's date of birth is their registration's, above). */
  visaDetails: visaDetailsSchema.nullable(),
  /**
   * Every invitation letter generated for them, oldest first: what it printed of them, when and by
   * whom, and its status. Not its verification code: a key to the letter's page, not data about them.
   */
  letters: z.array(
    z.object({
      generatedAt: z.string(),
      generatedBy: z.string(),
      status: z.enum(LETTER_STATUSES),
      passportName: z.string(),
      nationality: z.string(),
      stayFrom: z.string(),
      stayTo: z.string(),
      outdatedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    }),
  ),
  /** Their room request (shareWith: the delegation member's name) and emergency contact, as saved. */
  stay: z
    .object({
      roomRequest: z.enum(ROOM_REQUESTS),
      shareWith: z.string().nullable(),
      emergencyContact: z.object({ name: z.string(), relation: z.string(), phone: z.string() }).nullable(),
    })
    .nullable(),
  /** Their diet and health notes with the consent they were given under (who, when); null without a consent. */
  health: z
    .object({
      consentAt: z.string(),
      consentBy: z.string(),
      diet: z.enum(DIETS).nullable(),
      dietOther: z.string().nullable(),
      allergies: z.string().nullable(),
      medicalNotes: z.string().nullable(),
    })
    .nullable(),
  /** The room they are allocated, published or not. */
  room: z.object({ hotelName: z.string(), hotelAddress: z.string(), roomNumber: z.string(), roomType: z.string() }).nullable(),
  /**
   * Every change recorded about the person, their leader, contestant, guide and committee member
   * records (those they had as well), their guide's teams and their guide's account, oldest first.
   */
  history: z.array(historyEntrySchema),
});
export type PersonData = z.infer<typeof personDataSchema>;
