import type { UpdateContestInput } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, contests } from '../../db/schema.js';
import { notFound } from '../../lib/problem.js';
import { replaceCommittees } from './committees.js';
import { sanitizeRichText } from './sanitize.js';

type CompanyKind = typeof companies.$inferInsert;

const companyGroups = (update: UpdateContestInput) =>
  [
    ['organizer', null, update.organizers],
    ['partner', null, update.partners],
    ['patron', null, update.patrons],
    ['sponsor', 'gold', update.goldenSponsors],
    ['sponsor', 'silver', update.silverSponsors],
    ['sponsor', 'bronze', update.bronzeSponsors],
  ] as const;

/** Replaces the contest's own fields, companies and (when given) committees in one transaction. */
export async function updateContest(db: Db, id: string, update: UpdateContestInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [contest] = await tx
      .update(contests)
      .set({
        name: update.name,
        shortName: update.shortName,
        startDate: new Date(update.startDate),
        endDate: new Date(update.endDate),
        endOfRegistrationDate: new Date(update.endOfRegistrationDate),
        rules: sanitizeRichText(update.rules),
        environmentDescription: sanitizeRichText(update.environmentDescription),
        materialsUrl: update.materialsUrl,
        contactEmail: update.contactEmail,
        updatedAt: sql`now()`,
      })
      .where(eq(contests.id, id))
      .returning({ year: contests.year });
    if (!contest) throw notFound('There is no contest with this id.');

    await tx.delete(companies).where(eq(companies.contestId, id));
    const companyRows: CompanyKind[] = companyGroups(update).flatMap(([kind, sponsorLevel, list]) =>
      list.map((company, position) => ({ ...company, contestId: id, kind, sponsorLevel, position })),
    );
    if (companyRows.length) await tx.insert(companies).values(companyRows);

    if (update.committees) await replaceCommittees(tx, id, update.committees);
    return contest.year;
  });
}
