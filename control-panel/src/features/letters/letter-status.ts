import type { LetterStatus, LetterSummary } from '@olympiad/shared/schemas';
import { formatInstant } from '@olympiad/shared/text';

/**
 * The words of each status. Written here against the type, not read from the schemas' entry
 * point, which would bring zod to the section's first screen; the compiler keeps it complete.
 */
export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = { valid: 'Valid', outdated: 'Outdated', revoked: 'Revoked' };

export const STATUS_CHOICES = (Object.keys(LETTER_STATUS_LABELS) as LetterStatus[]).map((status) => ({
  value: status,
  label: LETTER_STATUS_LABELS[status],
}));

/**
 * A letter's status in one line, a revocation's time at the venue and who made it: "Valid",
 * "Outdated", "Revoked 08/28/2025 14:31 by Ann Admin"; a letter whose person was removed is
 * revoked with them: "Revoked: the person was removed".
 */
export function describeLetterStatus(letter: LetterSummary, timeZone: string): string {
  const label = LETTER_STATUS_LABELS[letter.status];
  if (letter.status !== 'revoked') return label;
  if (!letter.revokedAt) return letter.personId ? label : `${label}: the person was removed`;
  return `${label} ${formatInstant(letter.revokedAt, timeZone)}${letter.revokedBy ? ` by ${letter.revokedBy}` : ''}`;
}

/** Whether an organiser may still revoke it. */
export const canRevoke = (letter: Pick<LetterSummary, 'status'>) => letter.status !== 'revoked';

/** Whether a new letter can be asked for: its person is still registered. */
export const canDownload = (letter: Pick<LetterSummary, 'personId'>): letter is { personId: string } => letter.personId !== null;
