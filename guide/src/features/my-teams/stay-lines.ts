import { DIET_LABELS } from '@olympiad/shared/text';
import type { GuidedStay, StayPerson } from '@olympiad/shared/schemas';

/** 'Room 12, Hotel Sofia (Double)': where a person sleeps once the organisers publish the rooms. */
export const roomText = ({ roomNumber, hotelName, roomType }: NonNullable<StayPerson['room']>) =>
  `Room ${roomNumber}, ${hotelName} (${roomType})`;

/** 'Brother Luis Leader' and the phone apart, so that the phone can be a link to tap. */
export const contactText = ({ emergencyContactName, emergencyContactRelation }: StayPerson) =>
  emergencyContactName ? `${emergencyContactName} (${emergencyContactRelation})` : null;

/** The diet in the screens' words; an "other" diet by what the registrator wrote. */
export function dietText(health: NonNullable<StayPerson['health']>): string | null {
  if (!health.diet) return null;
  return health.diet === 'other' && health.dietOther ? health.dietOther : DIET_LABELS[health.diet];
}

/** Each person of the guide's teams by their person id, to set beside them on the team sheet. */
export function staysByPerson(stay: GuidedStay | undefined): Map<string, StayPerson> {
  return new Map(stay?.teams.flatMap((team) => team.people.map((person) => [person.personId, person] as const)) ?? []);
}
