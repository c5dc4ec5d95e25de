import type { PublicConsent } from '@olympiad/shared/schemas';
import { pictureUrl } from './picture-url.js';

/** A person's consents as stored: null where none has been recorded. */
export interface RecordedConsent {
  photoPublic: boolean | null;
  namePublic: boolean | null;
}

/**
 * The consent in effect: the recorded one, else the edition's default for the person's place:
 * given for leaders, guests and committee members (`byDefault` true), and for contestants what
 * Contest settings says (the contest's `contestantsPublic`).
 */
export function consentInEffect(person: RecordedConsent, byDefault: boolean): PublicConsent {
  return { photo: person.photoPublic ?? byDefault, name: person.namePublic ?? byDefault };
}

/**
 * What a public read shows of a person: their name, or `standIn` (such as "Contestant 2"); their
 * picture's address, or none, so that the screens draw the initials placeholder instead.
 */
export function publicFace(
  person: RecordedConsent & { fullName: string; pictureId: string | null },
  byDefault: boolean,
  standIn: string,
): { fullName: string; picturePath: string | null } {
  const consent = consentInEffect(person, byDefault);
  return { fullName: consent.name ? person.fullName : standIn, picturePath: consent.photo ? pictureUrl(person.pictureId) : null };
}

/** The stand-ins of a public read, in the teams list's and the committee's own words. */
export const STAND_INS = {
  contestant: (position: number) => `Contestant ${position}`,
  leader: 'Team leader',
  deputyLeader: 'Deputy leader',
  committeeMember: 'Committee member',
} as const;
