import type { ConsentChoice, ConsentState } from '@olympiad/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { people } from '../../db/schema.js';
import { actorNamed, inTransactionIfJoined } from '../../lib/acting-user.js';
import { notFound } from '../../lib/problem.js';
import { consentColumns, consentState } from '../../lib/public-consent.js';
import { readContestantsPublic } from '../team/load-teams.js';

/**
 * recordPublicConsent: records the choices made, one or both, and answers the
 * consent in effect with what is recorded. The person's version stays: a consent is not part of
 * the forms that edit the person, which must not be told it changed meanwhile.
 */
export function recordPublicConsent(db: Db, id: string, choice: ConsentChoice): Promise<ConsentState> {
  // One statement, in a transaction only for an Administrator's notice (lib/acting-user.ts).
  return inTransactionIfJoined(db, async (run) => {
    const [row] = await run
      .update(people)
      .set(consentColumns(choice))
      .where(and(eq(people.id, id), actorNamed()))
      .returning({ photoPublic: people.photoPublic, namePublic: people.namePublic, roles: people.roles });
    if (!row) throw notFound('There is no person with this id.');
    // A contestant without a recorded choice follows Contest settings; everyone else is shown.
    return consentState(row, row.roles.includes('CONTESTANT') ? await readContestantsPublic(run) : true);
  });
}
