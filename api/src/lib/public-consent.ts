import type { ConsentChoice, ConsentState, PublicConsent } from '@olympiad/shared/schemas';
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

/** The consent in effect with what is recorded, as the screens that change it read it. */
export function consentState(person: RecordedConsent, byDefault: boolean): ConsentState {
  return { ...consentInEffect(person, byDefault), recorded: { photo: person.photoPublic, name: person.namePublic } };
}

/** The columns a person's choices set: only the answered ones, so an unanswered one stays as recorded. */
export function consentColumns(choice: ConsentChoice | undefined): Partial<RecordedConsent> {
  return {
    ...(typeof choice?.photo === 'boolean' && { photoPublic: choice.photo }),
    ...(typeof choice?.name === 'boolean' && { namePublic: choice.name }),
  };
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
