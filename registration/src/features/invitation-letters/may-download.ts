import type { LetterPerson } from '@olympiad/shared/schemas';

/**
 * Whether the viewer may download a person's letter now: `canGenerate` is the registrator's (the
 * details complete, the latest letter not revoked); an Administrator also makes a new one after a
 * revocation.
 */
export const mayDownload = (person: Pick<LetterPerson, 'canGenerate' | 'details' | 'missing'>, isAdministrator: boolean) =>
  person.canGenerate || (isAdministrator && person.details.needsLetter && person.missing.length === 0);
