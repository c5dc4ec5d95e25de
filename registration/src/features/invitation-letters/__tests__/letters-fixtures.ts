import type { DelegationLetters, LetterPerson } from '@olympiad/shared/schemas';

export const COUNTRY = '11111111-1111-4111-8111-111111111111';

/** A leader who needs a letter and has given nothing yet; her stay is the team's travel. */
export const LEADER: LetterPerson = {
  personId: '22222222-2222-4222-8222-222222222222',
  fullName: 'Lena Leader',
  role: 'Leader',
  details: { needsLetter: false, passportName: null, nationality: null, passportNumber: null, passportExpiry: null, dateOfBirth: null },
  hasOwnDateOfBirth: true,
  version: 0,
  stay: { from: '2025-08-01T10:00', to: '2025-08-07T18:00', fromTravel: true },
  missing: [],
  letter: null,
  canGenerate: false,
};

/** A contestant with complete details and a letter generated from them. */
export const CONTESTANT: LetterPerson = {
  personId: '33333333-3333-4333-8333-333333333333',
  fullName: 'Ivan Petrov',
  role: 'Contestant',
  details: {
    needsLetter: true,
    passportName: 'IVAN PETROV',
    nationality: 'Bulgarian',
    passportNumber: 'AB1234567',
    passportExpiry: '2030-01-31',
    dateOfBirth: '2011-05-04',
  },
  hasOwnDateOfBirth: false,
  version: 3,
  stay: { from: '2025-08-02', to: '2025-08-08', fromTravel: false },
  missing: [],
  letter: {
    id: '44444444-4444-4444-8444-444444444444',
    status: 'valid',
    generatedAt: '2025-05-31T22:30:00Z',
    generatedBy: 'Rita Registrator',
  },
  canGenerate: true,
};

export const delegation = (people: LetterPerson[] = [LEADER, CONTESTANT], enabled = true): DelegationLetters => ({ enabled, people });
