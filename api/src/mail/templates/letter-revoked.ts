import { compose, linkTo, type Composed, type MailContext } from '../compose.js';

export interface LetterRevokedData {
  countryName: string;
  /** The person the letter was for. */
  personName: string;
}

/** The organisers revoked one of the country's invitation letters: its verification page now says so. */
export function letterRevokedMessage(context: MailContext, { countryName, personName }: LetterRevokedData): Composed {
  return compose(context, `The invitation letter of ${personName} was revoked`, `Dear registrator of ${countryName},`, [
    `The organisers revoked the visa invitation letter of ${personName}. Anyone who checks it at its verification address is now told that it is revoked.`,
    'If a new letter is needed, please contact the organisers: only they can issue one now.',
    { link: linkTo(context, '/invitationLetters'), text: 'See the invitation letters' },
  ]);
}
