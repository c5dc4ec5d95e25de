import { edition } from '@olympiad/shared';
import { DIET_LABELS } from '@olympiad/shared/text';
import type { Diet, HealthDetailsDraft, HealthDetailsInput, StayPerson } from '@olympiad/shared/schemas';
import { formatInstant } from '@olympiad/shared/text';

/** The room request and emergency contact as the form holds them: texts as typed, null for nobody to share with. */
export interface StayDetailsValues {
  roomRequest: StayPerson['roomRequest'];
  shareWithPersonId: string | null;
  emergencyContactName: string;
  emergencyContactRelation: string;
  emergencyContactPhone: string;
}

export function stayDetailsValues(person: StayPerson): StayDetailsValues {
  return {
    roomRequest: person.roomRequest,
    shareWithPersonId: person.shareWithPersonId,
    emergencyContactName: person.emergencyContactName ?? '',
    emergencyContactRelation: person.emergencyContactRelation ?? '',
    emergencyContactPhone: person.emergencyContactPhone ?? '',
  };
}

/** Diet and health as the form holds them; the consent is ticked once it is recorded. */
export interface HealthValues {
  consent: boolean;
  diet: Diet | '';
  dietOther: string;
  allergies: string;
  medicalNotes: string;
}

export function healthValues({ health }: Pick<StayPerson, 'health'>): HealthValues {
  return {
    consent: Boolean(health),
    diet: health?.diet ?? '',
    dietOther: health?.dietOther ?? '',
    allergies: health?.allergies ?? '',
    medicalNotes: health?.medicalNotes ?? '',
  };
}

/** The parsed values as the call takes them: the schema reads an empty note as none, never a null. */
export const healthBody = (values: HealthDetailsInput): HealthDetailsDraft => ({
  ...values,
  allergies: values.allergies ?? '',
  medicalNotes: values.medicalNotes ?? '',
});

export const DIET_OPTIONS = Object.entries(DIET_LABELS).map(([value, label]) => ({ value, label }));

/** Whom a person may ask to share with: the rest of their delegation. */
export const shareOptions = (person: StayPerson, people: readonly StayPerson[]) =>
  people.filter((other) => other.personId !== person.personId).map((other) => ({ value: other.personId, label: other.fullName }));

/** Under a person's name: their role, and their team when they have one. */
export const roleLine = ({ role, teamName }: Pick<StayPerson, 'role' | 'teamName'>) => (teamName ? `${role}, ${teamName}` : role);

/** Who recorded the consent and on which day, as the venue's clocks counted it. */
export function consentText({ consentBy, consentAt }: NonNullable<StayPerson['health']>) {
  const day = formatInstant(consentAt, edition().venueTimeZone).split(' ')[0];
  return `Consent recorded by ${consentBy} on ${day}`;
}

export const needsEmergencyContact = (person: Pick<StayPerson, 'role' | 'emergencyContactName'>) =>
  person.role === 'Contestant' && !person.emergencyContactName;

export const STAY_TEXTS = {
  contactRequired: 'Required for a contestant before the end of registration.',
  consent:
    'I confirm that this person (for a minor, a parent or guardian) has explicitly consented to the organisers keeping their diet and health information, to keep them safe and fed during the olympiad.',
  staySaved: 'Room request and emergency contact saved.',
  healthSaved: 'Diet and health saved.',
  consentWithdrawn: 'Consent withdrawn; diet and health information deleted.',
  withdrawQuestion: (name: string) => `Withdraw consent and delete ${name}'s diet and health information?`,
} as const;

/** Each hotel the delegation stays in, once, in the order its people come. */
export function hotelsOf(people: readonly Pick<StayPerson, 'room'>[]) {
  const hotels = new Map<string, string>();
  for (const { room } of people) if (room && !hotels.has(room.hotelName)) hotels.set(room.hotelName, room.hotelAddress);
  return [...hotels].map(([hotelName, hotelAddress]) => ({ hotelName, hotelAddress }));
}
