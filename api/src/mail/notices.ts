import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { countries, users } from '../db/schema.js';
import type { MailContext } from './compose.js';
import { queueMessages } from './queue-message.js';
import { deadlineExtendedMessage } from './templates/deadline-extended.js';
import { letterOutdatedMessage, type LetterOutdatedData } from './templates/letter-outdated.js';
import { letterRevokedMessage } from './templates/letter-revoked.js';
import { teamChangedMessage } from './templates/team-changed.js';

/**
 * Every notice a country's registrators are sent, by its message kind, with its template. A new
 * notice is a template here (and its kind in MESSAGE_KINDS) and one line where its event happens,
 * inside that change's transaction: `await app.notices.queue(tx, 'kind', countryIds, data)`.
 */
const NOTICES = {
  deadlineExtended: deadlineExtendedMessage,
  teamChanged: teamChangedMessage,
  letterRevoked: letterRevokedMessage,
};
export type NoticeKind = keyof typeof NOTICES;

/** What a notice's template needs besides the country's name, which the notice reads. */
export type NoticeData<Kind extends NoticeKind> = Omit<Parameters<(typeof NOTICES)[Kind]>[1], 'countryName'>;

/**
 * Queues a notice to each registrator of each country, in the caller's transaction (so it goes
 * only if the change commits), one message each; answers how many were queued. A country without
 * a registrator account is told nothing.
 */
export async function queueNotice<Kind extends NoticeKind>(
  tx: Tx,
  context: MailContext,
  kind: Kind,
  countryIds: readonly string[],
  data: NoticeData<Kind>,
): Promise<number> {
  if (countryIds.length === 0) return 0;
  const registrators = await tx
    .select({ userId: users.id, email: users.email, countryId: countries.id, countryName: countries.name })
    .from(users)
    .innerJoin(countries, eq(countries.id, users.countryId))
    .where(and(eq(users.role, 'TeamRegistrator'), inArray(users.countryId, [...countryIds])))
    .orderBy(asc(countries.name), asc(users.email));
  const template = NOTICES[kind] as (
    context: MailContext,
    data: NoticeData<Kind> & { countryName: string },
  ) => ReturnType<(typeof NOTICES)[Kind]>;
  return queueMessages(
    tx,
    registrators.map(({ userId, email, countryId, countryName }) => ({
      kind,
      to: email,
      userId,
      countryId,
      ...template(context, { ...data, countryName }),
    })),
  );
}

/** An invitation letter that became outdated: its id, for the notice's once key, and whom it was for. */
export interface OutdatedLetter extends LetterOutdatedData {
  id: string;
}

/**
 * Tells every Administrator of each letter that became outdated (letterOutdated), in the
 * transaction that changed its details. A letter is told of once: its once key per recipient
 * keeps a second notice of it from ever being queued.
 */
export async function queueLettersOutdated(tx: Tx, context: MailContext, letters: readonly OutdatedLetter[]): Promise<number> {
  if (letters.length === 0) return 0;
  const organisers = await tx
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'Administrator'))
    .orderBy(asc(users.email));
  return queueMessages(
    tx,
    letters.flatMap((letter) =>
      organisers.map(({ userId, email }) => ({
        kind: 'letterOutdated' as const,
        to: email,
        userId,
        onceKey: `letterOutdated:${letter.id}:${userId}`,
        ...letterOutdatedMessage(context, letter),
      })),
    ),
  );
}
