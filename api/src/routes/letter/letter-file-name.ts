import { edition } from '@olympiad/shared/schemas';
import { attachment, fileNamePart } from '../../lib/attachment.js';

/**
 * The content-disposition of one person's letter, `invitation-letter-2025-ana-petrova.pdf`; a name
 * in another script travels as UTF-8, with "person" for the clients that read only the plain name.
 */
export function letterDisposition(fullName: string): string {
  const name = (who: string) => `invitation-letter-${edition().year}-${who}.pdf`;
  return attachment(name(fileNamePart(fullName) || 'person'), name('person'));
}

/** The content-disposition of a delegation's letters, `invitation-letters-2025-bulgaria.pdf`. */
export function delegationLettersDisposition(countryName: string): string {
  const name = (who: string) => `invitation-letters-${edition().year}-${who}.pdf`;
  return attachment(name(fileNamePart(countryName) || 'country'), name('country'));
}

/** The content-disposition of the settings' preview. */
export const previewDisposition = (): string => attachment(`invitation-letter-${edition().year}-preview.pdf`, '');
