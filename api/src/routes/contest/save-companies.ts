import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema.js';

type CompanyRow = typeof companies.$inferSelect;

/** One list of the contest's companies: organizers, partners, patrons, or one level of sponsors. */
export interface CompanyList {
  kind: CompanyRow['kind'];
  sponsorLevel: CompanyRow['sponsorLevel'];
  companies: Pick<CompanyRow, 'name' | 'imageUrl' | 'companyUrl' | 'additionalInformation'>[];
}

type Content = CompanyList['companies'][number];

const sameContent = (row: Content, wanted: Content) =>
  row.name === wanted.name &&
  row.imageUrl === wanted.imageUrl &&
  row.companyUrl === wanted.companyUrl &&
  row.additionalInformation === wanted.additionalInformation;

/**
 * Saves one list of companies in its order, writing only what changed: a company sent as it is
 * stored is left alone, one edited is changed in place, and only what is new or gone is added or
 * deleted. The call sends no ids: a stored row is taken for a sent company of the same content
 * first (at the same place when it is there), then in the list's order. A row keeps its
 * `position` while the list's order holds (positions only grow along a list; the seed numbered
 * the companies across all lists), so a save that changes nothing writes nothing, and its
 * history says so.
 */
export async function saveCompanyList(tx: Tx, contestId: string, list: CompanyList): Promise<void> {
  const stored = await tx
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.contestId, contestId),
        eq(companies.kind, list.kind),
        list.sponsorLevel === null ? isNull(companies.sponsorLevel) : eq(companies.sponsorLevel, list.sponsorLevel),
      ),
    )
    .orderBy(asc(companies.position), asc(companies.id));
  const free = new Set(stored);
  const take = (row: CompanyRow | undefined) => {
    if (row) free.delete(row);
    return row;
  };
  const same = list.companies.map((wanted, index) => {
    const inPlace = stored[index];
    return take(inPlace && free.has(inPlace) && sameContent(inPlace, wanted) ? inPlace : [...free].find((row) => sameContent(row, wanted)));
  });
  let last = -1;
  for (const [index, wanted] of list.companies.entries()) {
    const row = same[index] ?? take([...free][0]);
    const position = row && row.position > last ? row.position : last + 1;
    last = position;
    if (!row) {
      await tx.insert(companies).values({ ...wanted, contestId, kind: list.kind, sponsorLevel: list.sponsorLevel, position });
    } else if (row.position !== position || !sameContent(row, wanted)) {
      await tx
        .update(companies)
        .set({ ...wanted, position })
        .where(eq(companies.id, row.id));
    }
  }
  if (free.size)
    await tx.delete(companies).where(
      inArray(
        companies.id,
        [...free].map((row) => row.id),
      ),
    );
}
