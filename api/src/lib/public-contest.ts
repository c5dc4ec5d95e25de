import type { Company, Contest } from '@olympiad/shared/schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { committeeMembers, committees, companies, contests, countries, images, people } from '../db/schema.js';
import { publicFace, STAND_INS } from './public-consent.js';

type CompanyRow = typeof companies.$inferSelect;
const toCompany = (row: CompanyRow): Company => ({
  name: row.name,
  imageUrl: row.imageUrl,
  companyUrl: row.companyUrl,
  additionalInformation: row.additionalInformation,
});

/** The public-read cache's key of a year's contest. */
export const publicContestKey = (year: number) => `contest:${year}`;

/** The public projection of one year's contest: no e-mail, phone or personal data beyond name, picture and country. */
export async function readPublicContest(db: Db, year: number): Promise<Contest | undefined> {
  const [contest] = await db.select().from(contests).where(eq(contests.year, year));
  if (!contest) return undefined;
  const [hostCountry] = contest.hostCountryId
    ? await db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.id, contest.hostCountryId))
    : [];
  const companyRows = await db.select().from(companies).where(eq(companies.contestId, contest.id)).orderBy(asc(companies.position));
  const ofKind = (kind: CompanyRow['kind'], level?: CompanyRow['sponsorLevel']) =>
    companyRows.filter((row) => row.kind === kind && (!level || row.sponsorLevel === level)).map(toCompany);
  const committeeRows = await db.select().from(committees).where(eq(committees.contestId, contest.id)).orderBy(asc(committees.position));
  const memberRows = committeeRows.length
    ? await db
        .select({
          committeeId: committeeMembers.committeeId,
          role: committeeMembers.role,
          fullName: people.fullName,
          pictureKey: images.publicKey,
          photoPublic: people.photoPublic,
          namePublic: people.namePublic,
          countryName: countries.name,
        })
        .from(committeeMembers)
        .innerJoin(people, eq(people.id, committeeMembers.personId))
        .leftJoin(countries, eq(countries.id, people.countryId))
        .leftJoin(images, eq(images.id, people.pictureId))
        .where(
          inArray(
            committeeMembers.committeeId,
            committeeRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(committeeMembers.position))
    : [];
  return {
    id: contest.id,
    year: contest.year,
    name: contest.name,
    shortName: contest.shortName,
    startDate: contest.startDate.toISOString(),
    endDate: contest.endDate.toISOString(),
    endOfRegistrationDate: contest.endOfRegistrationDate.toISOString(),
    rules: contest.rules,
    environmentDescription: contest.environmentDescription,
    materialsUrl: contest.materialsUrl,
    contactEmail: contest.contactEmail,
    venueTimeZone: contest.venueTimeZone,
    hostCountry: hostCountry ?? null,
    minBirthDate: contest.minBirthDate,
    contestantsPublic: contest.contestantsPublic,
    reminderDaysBeforeDeadline: contest.reminderDaysBeforeDeadline,
    version: contest.version,
    organizers: ofKind('organizer'),
    partners: ofKind('partner'),
    patrons: ofKind('patron'),
    goldenSponsors: ofKind('sponsor', 'gold'),
    silverSponsors: ofKind('sponsor', 'silver'),
    bronzeSponsors: ofKind('sponsor', 'bronze'),
    committees: committeeRows.map((committee) => ({
      name: committee.name,
      members: memberRows
        .filter((member) => member.committeeId === committee.id)
        .map((member) => ({
          role: member.role,
          person: {
            ...publicFace(member, true, STAND_INS.committeeMember),
            country: { name: member.countryName ?? '' },
          },
        })),
    })),
  };
}
