import type { LettersQuery, LetterSummary } from '@olympiad/shared/schemas';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { invitationLetters } from '../../db/schema.js';
import { letterStatus } from '../../letters/letter-status.js';

const SUMMARY = {
  id: invitationLetters.id,
  personId: invitationLetters.personId,
  personName: invitationLetters.personName,
  passportName: invitationLetters.passportName,
  countryId: invitationLetters.countryId,
  country: invitationLetters.countryName,
  status: letterStatus,
  generatedAt: invitationLetters.generatedAt,
  generatedBy: invitationLetters.generatedBy,
  outdatedAt: invitationLetters.outdatedAt,
  revokedAt: invitationLetters.revokedAt,
  revokedBy: invitationLetters.revokedBy,
};

type SummaryRow = Omit<LetterSummary, 'generatedAt' | 'outdatedAt' | 'revokedAt'> & {
  generatedAt: Date;
  outdatedAt: Date | null;
  revokedAt: Date | null;
};

const summaryOf = (row: SummaryRow): LetterSummary => ({
  ...row,
  generatedAt: row.generatedAt.toISOString(),
  outdatedAt: row.outdatedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

async function summaries(db: Db | Tx, where: SQL | undefined): Promise<LetterSummary[]> {
  const rows = await db
    .select(SUMMARY)
    .from(invitationLetters)
    .where(where)
    .orderBy(desc(invitationLetters.generatedAt), desc(invitationLetters.id));
  return rows.map(summaryOf);
}

/** Every letter of the contest, newest first, narrowed to a status and a country. */
export function readLetters(db: Db, contestId: string, { status, countryId }: LettersQuery): Promise<LetterSummary[]> {
  return summaries(
    db,
    and(
      eq(invitationLetters.contestId, contestId),
      status ? sql`${letterStatus} = ${status}` : undefined,
      countryId ? eq(invitationLetters.countryId, countryId) : undefined,
    ),
  );
}

/** One letter as the Letters section lists it, or undefined. */
export async function readLetter(db: Db | Tx, id: string): Promise<LetterSummary | undefined> {
  const [letter] = await summaries(db, eq(invitationLetters.id, id));
  return letter;
}
