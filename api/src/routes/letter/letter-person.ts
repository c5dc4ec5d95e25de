import type { LetterPerson } from '@olympiad/shared/schemas';
import { canHaveLetter, missingFields, type LetterPersonRecord } from '../../letters/letter-people.js';

/** A delegation person as the Invitation letters screen shows them to `byAdministrator` or not. */
export function letterPersonOf(person: LetterPersonRecord, byAdministrator: boolean): LetterPerson {
  return {
    personId: person.personId,
    fullName: person.fullName,
    role: person.role,
    details: {
      needsLetter: person.needsLetter,
      passportName: person.passportName,
      nationality: person.nationality,
      passportNumber: person.passportNumber,
      passportExpiry: person.passportExpiry,
      dateOfBirth: person.dateOfBirth,
    },
    hasOwnDateOfBirth: person.hasOwnDateOfBirth,
    version: person.version,
    stay: person.stay,
    missing: missingFields(person),
    letter: person.latest && {
      id: person.latest.id,
      status: person.latest.status,
      generatedAt: person.latest.generatedAt,
      generatedBy: person.latest.generatedBy,
    },
    canGenerate: canHaveLetter(person, byAdministrator),
  };
}
