import type { UpdateContestInput } from '@olympiad/shared/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { committeeMembers, committees, companies, contests, people } from '../../db/schema.js';
import { fieldError, notFound } from '../../lib/problem.js';
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

    if (update.committees) {
      const personIds = [...new Set(update.committees.flatMap((committee) => committee.members.map((m) => m.personId)))];
      const found = personIds.length
        ? await tx.select({ id: people.id }).from(people).where(inArray(people.id, personIds))
        : [];
      if (found.length !== personIds.length) throw fieldError('committees', 'A committee member is not a known person.');
      await tx.delete(committees).where(eq(committees.contestId, id));
      for (const [position, committee] of update.committees.entries()) {
        const [row] = await tx
          .insert(committees)
          .values({ contestId: id, name: committee.name, position })
          .returning({ id: committees.id });
        if (committee.members.length) {
          await tx.insert(committeeMembers).values(
            committee.members.map((member, index) => ({ ...member, committeeId: row!.id, position: index })),
          );
        }
      }
    }
    return contest.year;
  });
}
