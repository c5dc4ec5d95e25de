import type { PublicConsent } from '@olympiad/shared/schemas';
import { publicPictureUrl } from './picture-url.js';

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
 * picture's public address, or none, so that the screens draw the initials placeholder instead.
 * `pictureKey` is the public key of the person's picture (images.public_key), never its id.
 */
export function publicFace(
  person: RecordedConsent & { fullName: string; pictureKey: string | null },
  byDefault: boolean,
  standIn: string,
): { fullName: string; picturePath: string | null } {
  const consent = consentInEffect(person, byDefault);
  return { fullName: consent.name ? person.fullName : standIn, picturePath: consent.photo ? publicPictureUrl(person.pictureKey) : null };
}

/** The stand-ins of a public read, in the teams list's and the committee's own words. */
export const STAND_INS = {
  contestant: (position: number) => `Contestant ${position}`,
  leader: 'Team leader',
  deputyLeader: 'Deputy leader',
  committeeMember: 'Committee member',
} as const;
