import type { LetterStatus } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import { invitationLetters } from '../db/schema.js';

/**
 * A letter's status, as every list and its verification page read it: revoked by an organiser or
 * with its person removed; outdated once its person's details changed or a newer letter was made
 * for them; valid otherwise.
 */
export const letterStatus = sql<LetterStatus>`CASE
  WHEN ${invitationLetters.revokedAt} IS NOT NULL OR ${invitationLetters.personId} IS NULL THEN 'revoked'
  WHEN ${invitationLetters.outdatedAt} IS NOT NULL THEN 'outdated'
  ELSE 'valid' END`;
