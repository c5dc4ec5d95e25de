import type { LetterPerson, VisaDetailsInput } from '@olympiad/shared/schemas';

/**
 * A person's visa details as the form holds them: texts as typed, an empty date null (what the
 * schema takes for one not given). A contestant's date of birth is their registration's, not the
 * form's.
 */
export function visaDetailsValues({ details, hasOwnDateOfBirth }: Pick<LetterPerson, 'details' | 'hasOwnDateOfBirth'>): VisaDetailsInput {
  return {
    needsLetter: details.needsLetter,
    passportName: details.passportName ?? '',
    nationality: details.nationality ?? '',
    passportNumber: details.passportNumber ?? '',
    passportExpiry: details.passportExpiry,
    dateOfBirth: hasOwnDateOfBirth ? details.dateOfBirth : null,
  };
}

/** The last day of the stay, which the passport must be valid through. */
export const departureDayOf = ({ stay }: Pick<LetterPerson, 'stay'>) => stay.to.slice(0, 10);
