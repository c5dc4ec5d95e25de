import { compose, linkTo, type Composed, type MailContext } from '../compose.js';

export interface LetterOutdatedData {
  /** The person the letter was for, and their country. */
  personName: string;
  countryName: string;
}

/** Details printed in a generated invitation letter changed: the letter no longer tells the truth. */
export function letterOutdatedMessage(context: MailContext, { personName, countryName }: LetterOutdatedData): Composed {
  return compose(context, `The invitation letter of ${personName} (${countryName}) is outdated`, 'Dear organiser,', [
    `Details printed in the visa invitation letter of ${personName} (${countryName}) changed after it was generated. The letter is now marked outdated; its verification page says so.`,
    'A new download makes a new letter with the current details. The Letters section lists every letter.',
    { link: linkTo(context, '/controlPanel/letters'), text: 'See the letters' },
  ]);
}
