import { z } from 'zod';
import { MESSAGES } from '../constants.js';
import { DIETS, ROOM_REQUESTS, TRANSFER_SLOT_MINUTES } from '../text/stay-words.js';

export {
  DIET_LABELS,
  DIET_MARKS,
  DIETS,
  ROOM_REQUEST_LABELS,
  ROOM_REQUESTS,
  TRANSFER_SLOT_MINUTES,
  type Diet,
  type RoomRequest,
} from '../text/stay-words.js';
import { idSchema, optionalText, phoneSchema, requiredText, text, versionSchema } from './common.js';
import { LETTER_ROLES } from './letter.js';
import { TEXT_LIMITS } from './text-rules.js';

/**
 * Travel and stay after registration (issue 37): airport transfers, hotels and rooms, each delegation
 * person's room request and emergency contact, and their diet and health notes, which are kept only
 * with an explicit consent (GDPR art. 9) and shown only to the person's registrator, the
 * Administrators and the team's guide.
 */

const count = z.number().int().nonnegative();

/** A person's place in their delegation, in the words the letters and the stay screens use. */
const delegationRoleSchema = z.enum(LETTER_ROLES);

// ── Room requests and the emergency contact ────────────────────────────────────────────────────

export const STAY_MESSAGES = {
  shareWith: 'Choose whom to share the room with.',
  shareWithDelegation: 'Choose another member of the same delegation to share the room with.',
  healthConsent: 'Tick the consent before entering diet and health information.',
  dietOther: 'Describe the diet.',
  emergencyContact: 'Give the emergency contact’s name, relation and phone, or leave all three empty.',
  roomFull: (room: string) => `Room ${room} is full.`,
  mixedRoom: 'This would place a contestant with an adult or with a contestant of another country. Confirm to do it anyway.',
  occupiedRoomRemoved: (room: string) => `Room ${room} has occupants: move them before removing it.`,
  capacityBelowOccupants: (room: string) => `Room ${room} has more occupants than the new capacity: move some of them first.`,
  roomNumberTaken: (room: string) => `The hotel already has a room ${room}.`,
} as const;

/** The problem type of allocateRoom's 409 for a mixed room: the screen recognises it and asks to confirm. */
export const MIXED_ROOM_PROBLEM = 'urn:olympiad:problem:mixed-room';

/**
 * saveStayDetails: the room request and the emergency contact (all three fields, or none). A
 * contestant's contact is required before the end of registration as a checklist item, never by
 * the form.
 */
export const stayDetailsInputSchema = z
  .object({
    roomRequest: z.enum(ROOM_REQUESTS).default('none'),
    shareWithPersonId: idSchema.nullish().transform((value) => value ?? null),
    emergencyContactName: optionalText(),
    emergencyContactRelation: optionalText(60),
    emergencyContactPhone: optionalText(),
  })
  .superRefine((stay, ctx) => {
    if (stay.roomRequest === 'share' && !stay.shareWithPersonId) {
      ctx.addIssue({ code: 'custom', path: ['shareWithPersonId'], message: STAY_MESSAGES.shareWith });
    }
    const contact = [stay.emergencyContactName, stay.emergencyContactRelation, stay.emergencyContactPhone];
    if (contact.some(Boolean)) {
      for (const field of ['emergencyContactName', 'emergencyContactRelation', 'emergencyContactPhone'] as const) {
        if (!stay[field]) ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
      }
      const phone = phoneSchema.safeParse(stay.emergencyContactPhone ?? '');
      if (stay.emergencyContactPhone && !phone.success) {
        ctx.addIssue({ code: 'custom', path: ['emergencyContactPhone'], message: MESSAGES.phonePattern });
      }
    }
  })
  .transform((stay) => ({
    ...stay,
    shareWithPersonId: stay.roomRequest === 'share' ? stay.shareWithPersonId : null,
    emergencyContactPhone: stay.emergencyContactPhone ? phoneSchema.parse(stay.emergencyContactPhone) : null,
  }));
export type StayDetailsDraft = z.input<typeof stayDetailsInputSchema>;
export type StayDetailsInput = z.output<typeof stayDetailsInputSchema>;

// ── Diet and health (special-category data) ────────────────────────────────────────────────────

/**
 * saveHealthDetails: only with the consent ticked (the answer records who gave it and when).
 * Withdrawing the consent is its own call and deletes every value.
 */
export const healthDetailsInputSchema = z
  .object({
    consent: z.literal(true, { error: STAY_MESSAGES.healthConsent }),
    diet: z.enum(DIETS, { error: MESSAGES.required }),
    dietOther: optionalText(),
    allergies: text({ max: TEXT_LIMITS.long, multiline: true })
      .default('')
      .transform((value) => value.trim() || null),
    medicalNotes: text({ max: TEXT_LIMITS.long, multiline: true })
      .default('')
      .transform((value) => value.trim() || null),
  })
  .superRefine((health, ctx) => {
    if (health.diet === 'other' && !health.dietOther) {
      ctx.addIssue({ code: 'custom', path: ['dietOther'], message: STAY_MESSAGES.dietOther });
    }
  })
  .transform((health) => ({ ...health, dietOther: health.diet === 'other' ? health.dietOther : null }));
export type HealthDetailsDraft = z.input<typeof healthDetailsInputSchema>;
export type HealthDetailsInput = z.output<typeof healthDetailsInputSchema>;

/** What is kept with the consent, and the consent itself. */
const healthSchema = z.object({
  consentAt: z.string(),
  consentBy: z.string(),
  diet: z.enum(DIETS).nullable(),
  dietOther: z.string().nullable(),
  allergies: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  version: versionSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** A room as its occupant sees it once the allocation is published. */
const placedRoomSchema = z.object({ hotelName: z.string(), hotelAddress: z.string(), roomNumber: z.string(), roomType: z.string() });
export type PlacedRoom = z.infer<typeof placedRoomSchema>;

/**
 * One delegation person's stay: their request, emergency contact and (with consent) health, and
 * their room once published. `version`: of the stay details (If-Match of saveStayDetails); the
 * health's own version is inside `health`.
 */
export const stayPersonSchema = z.object({
  personId: idSchema,
  fullName: z.string(),
  role: delegationRoleSchema,
  teamId: idSchema.nullable(),
  teamName: z.string().nullable(),
  roomRequest: z.enum(ROOM_REQUESTS),
  shareWithPersonId: idSchema.nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactRelation: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  health: healthSchema.nullable(),
  room: placedRoomSchema.nullable(),
  version: versionSchema,
});
export type StayPerson = z.infer<typeof stayPersonSchema>;

/** readDelegationStay: the country's delegation (leaders, deputies, contestants by team, then guests). */
export const delegationStaySchema = z.object({ roomsPublished: z.boolean(), people: z.array(stayPersonSchema) });
export type DelegationStay = z.infer<typeof delegationStaySchema>;

/** readGuidedStay: the guide's teams (an Administrator: every team), each with its people's stay. */
export const guidedStaySchema = z.object({
  roomsPublished: z.boolean(),
  teams: z.array(z.object({ teamId: idSchema, teamName: z.string(), countryName: z.string(), people: z.array(stayPersonSchema) })),
});
export type GuidedStay = z.infer<typeof guidedStaySchema>;

// ── Hotels and rooms ───────────────────────────────────────────────────────────────────────────

const roomTypeInputSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(60),
  capacity: z.coerce.number({ error: MESSAGES.required }).int().min(1, 'At least 1.').max(12, 'At most 12.'),
  count: z.coerce.number({ error: MESSAGES.required }).int().min(0, 'At least 0.').max(2000, 'At most 2000.'),
});
const hotelInputSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(),
  address: optionalText(TEXT_LIMITS.long),
  roomTypes: z.array(roomTypeInputSchema).max(20),
});
/** saveHotels (If-Match: the list's version): the whole list; a room type left out is removed, unless its rooms have occupants (409). */
export const hotelsInputSchema = z.object({ hotels: z.array(hotelInputSchema).max(20) });
export type HotelsDraft = z.input<typeof hotelsInputSchema>;
export type HotelsInput = z.output<typeof hotelsInputSchema>;

/** readHotels and saveHotels: each room type with how many of its beds are taken. */
export const hotelsSchema = z.object({
  version: versionSchema,
  hotels: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      address: z.string(),
      roomTypes: z.array(z.object({ id: idSchema, name: z.string(), capacity: count, count, occupied: count })),
    }),
  ),
});
export type Hotels = z.infer<typeof hotelsSchema>;

/** A delegation person in the Rooms screen: a contestant is a minor (isMinor), the rest adults. */
const roomGuestSchema = z.object({
  personId: idSchema,
  fullName: z.string(),
  role: delegationRoleSchema,
  countryName: z.string(),
  teamName: z.string().nullable(),
  isMinor: z.boolean(),
  roomRequest: z.enum(ROOM_REQUESTS),
  shareWithName: z.string().nullable(),
  /** Who confirmed placing them in a mixed room; null otherwise. */
  mixedBy: z.string().nullable(),
});
export type RoomGuest = z.infer<typeof roomGuestSchema>;

const roomSchema = z.object({
  id: idSchema,
  number: z.string(),
  roomType: z.string(),
  capacity: count,
  occupants: z.array(roomGuestSchema),
});
export type Room = z.infer<typeof roomSchema>;

/** readRooms, suggestRooms, publishRooms: every hotel's rooms with their occupants, and who has no room. */
export const roomsSchema = z.object({
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  hotels: z.array(z.object({ id: idSchema, name: z.string(), address: z.string(), rooms: z.array(roomSchema) })),
  unallocated: z.array(roomGuestSchema),
});
export type Rooms = z.infer<typeof roomsSchema>;

/** allocateRoom: a room, or null to take the person out of theirs; confirmMix when the organiser confirmed a mixed room. */
export const allocateRoomInputSchema = z.object({ roomId: idSchema.nullable(), confirmMix: z.boolean().default(false) });
export type AllocateRoomInput = z.infer<typeof allocateRoomInputSchema>;
export const renameRoomInputSchema = z.object({ number: requiredText(20) });
export const publishRoomsInputSchema = z.object({ published: z.boolean() });
export const hotelIdParamsSchema = z.object({ hotelId: idSchema });

// ── Transfers ──────────────────────────────────────────────────────────────────────────────────

export const TRANSFER_DIRECTIONS = ['arrival', 'departure'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export const transfersQuerySchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS).default('arrival'),
  slotMinutes: z.coerce
    .number()
    .int()
    .refine((minutes) => (TRANSFER_SLOT_MINUTES as readonly number[]).includes(minutes), 'Choose 15, 30, 60 or 120 minutes.')
    .default(30),
});
export type TransfersQuery = z.input<typeof transfersQuerySchema>;

const flightSchema = z.object({
  carrier: z.string().nullable(),
  flightNumber: z.string().nullable(),
  terminal: z.string().nullable(),
  count,
});

/** One team (or one country's guests: teamId null) in a slot: who, and the leader's phone to call. */
const transferGroupSchema = z.object({
  teamId: idSchema.nullable(),
  teamName: z.string().nullable(),
  countryName: z.string(),
  leaderPhone: z.string().nullable(),
  /** The caller is this team's guide: the screen highlights it. */
  guidedByMe: z.boolean(),
  people: z.array(z.object({ personId: idSchema, fullName: z.string(), role: delegationRoleSchema })),
});

/** Wall-clock 'yyyy-MM-ddTHH:mm' start and end of a slot; count is every person in it. */
const transferSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  count,
  flights: z.array(flightSchema),
  groups: z.array(transferGroupSchema),
});
export type TransferSlot = z.infer<typeof transferSlotSchema>;

/** What a person's travel still lacks for this direction. */
export const TRAVEL_GAPS = ['time', 'location', 'flightNumber'] as const;

/** readTransfers: per day (yyyy-MM-dd) and location, the slots in time order; and whose travel is incomplete. */
export const transfersSchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS),
  slotMinutes: count,
  days: z.array(
    z.object({
      date: z.string(),
      locations: z.array(z.object({ location: z.string(), count, slots: z.array(transferSlotSchema) })),
    }),
  ),
  incomplete: z.array(
    z.object({
      personId: idSchema,
      fullName: z.string(),
      role: delegationRoleSchema,
      countryName: z.string(),
      teamName: z.string().nullable(),
      missing: z.array(z.enum(TRAVEL_GAPS)).min(1),
    }),
  ),
});
export type Transfers = z.infer<typeof transfersSchema>;

// ── Kitchen ────────────────────────────────────────────────────────────────────────────────────

/** A diet answer or its absence (no consent, or no diet chosen). */
export const KITCHEN_DIETS = [...DIETS, 'unanswered'] as const;

/**
 * readKitchen: per day of stay (from each person's travel, else their team's) how many eat each
 * diet; people without travel are counted in `withoutTravel`. Then everyone with an allergy or a
 * diet other than none, with what the kitchen must know.
 */
export const kitchenSchema = z.object({
  days: z.array(z.object({ date: z.string(), total: count, diets: z.record(z.enum(KITCHEN_DIETS), count) })),
  withoutTravel: count,
  people: z.array(
    z.object({
      personId: idSchema,
      fullName: z.string(),
      role: delegationRoleSchema,
      countryName: z.string(),
      diet: z.enum(DIETS).nullable(),
      dietOther: z.string().nullable(),
      allergies: z.string().nullable(),
    }),
  ),
});
export type Kitchen = z.infer<typeof kitchenSchema>;
