import { edition, type UpdateContestInput } from '@olympiad/shared/schemas';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contests, countries } from '../../db/schema.js';
import { isExtension } from '../../lib/deadline-extension.js';
import { notFound } from '../../lib/problem.js';
import type { Notices } from '../../plugins/notices.js';
import { assertVersion, nextVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { storeLogo } from '../../lib/store-picture.js';
import { replaceCommittees } from './committees.js';
import { replaceContestLists } from './contest-lists.js';
import { assertHostCountry } from './host-country.js';
import { sanitizeRichText } from './sanitize.js';
import { saveCompanyList } from './save-companies.js';

/** Each list of the call: its field (where an upload's error is reported), its kind and level. */
const companyGroups = (update: UpdateContestInput) =>
  [
    ['organizers', 'organizer', null, update.organizers],
    ['partners', 'partner', null, update.partners],
    ['patrons', 'patron', null, update.patrons],
    ['goldenSponsors', 'sponsor', 'gold', update.goldenSponsors],
    ['silverSponsors', 'sponsor', 'silver', update.silverSponsors],
    ['bronzeSponsors', 'sponsor', 'bronze', update.bronzeSponsors],
  ] as const;

/**
 * Saves the contest's own fields, companies and (when given) committees and lists in one transaction,
 * on the contest's row locked for it so that edits sent with one version succeed once. A later
 * deadline is told to the registrators of every country that follows the contest's.
 */
export async function updateContest(
  db: Db,
  notices: Notices,
  id: string,
  update: UpdateContestInput,
  expected: ExpectedVersions = null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ year: contests.year, version: contests.version, deadline: contests.endOfRegistrationDate })
      .from(contests)
      .where(eq(contests.id, id))
      .for('update');
    if (!locked) throw notFound('There is no contest with this id.');
    assertVersion(expected, locked.version);
    await assertHostCountry(tx, update.hostCountryId);
    await tx
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
        // Each omitted (the spec's body has none of them) keeps the stored value.
        venueTimeZone: update.venueTimeZone,
        hostCountryId: update.hostCountryId,
        minBirthDate: update.minBirthDate,
        contestantsPublic: update.contestantsPublic,
        reminderDaysBeforeDeadline: update.reminderDaysBeforeDeadline,
        updatedAt: sql`now()`,
        version: nextVersion(contests.version),
      })
      .where(eq(contests.id, id));

    for (const [field, kind, sponsorLevel, list] of companyGroups(update)) {
      const saved = [];
      for (const [position, { logo, ...company }] of list.entries()) {
        // An uploaded logo goes through the same door as people's pictures and is served like them.
        const imageUrl = (await storeLogo(tx, logo, `${field}.${position}.logo`)) ?? company.imageUrl;
        saved.push({ ...company, imageUrl });
      }
      await saveCompanyList(tx, id, { kind, sponsorLevel, companies: saved });
    }

    if (update.committees) await replaceCommittees(tx, id, update.committees);
    await replaceContestLists(tx, update);
    const deadline = new Date(update.endOfRegistrationDate);
    // The countries follow the current edition's deadline only.
    if (locked.year === edition().year && isExtension(locked.deadline, deadline)) {
      const following = await tx.select({ id: countries.id }).from(countries).where(isNull(countries.registrationDeadline));
      await notices.queue(
        tx,
        'deadlineExtended',
        following.map((country) => country.id),
        { deadline },
      );
    }
    return locked.year;
  });
}
