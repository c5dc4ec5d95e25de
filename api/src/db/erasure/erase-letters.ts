import type { Tx } from '../client.js';
import { invitationLetters, visaDetails } from '../schema.js';

export interface LettersErased {
  visaDetails: number;
  letters: number;
}

/**
 * Deletes every person's visa details and every invitation letter generated (each names its
 * person and the end of their passport number); a letter of the edition has nothing left to
 * verify. The letter settings stay: they are the organisers', not a person's.
 */
export async function eraseLetters(tx: Tx): Promise<LettersErased> {
  const details = await tx.delete(visaDetails).returning({ id: visaDetails.id });
  const letters = await tx.delete(invitationLetters).returning({ id: invitationLetters.id });
  return { visaDetails: details.length, letters: letters.length };
}
