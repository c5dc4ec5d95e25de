import { createHash, randomBytes } from 'node:crypto';
import { type PASSWORD_LINK_PURPOSES, PASSWORD_LINK_TEXTS } from '@olympiad/shared/schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { passwordLinks, users } from '../../db/schema.js';
import { linkTo, type MailContext } from '../../mail/compose.js';
import { HttpProblem } from '../../lib/problem.js';

type Purpose = (typeof PASSWORD_LINK_PURPOSES)[number];

const HOUR_MS = 60 * 60 * 1000;
const LIFETIME_MS: Record<Purpose, number> = { invitation: 7 * 24 * HOUR_MS, reset: HOUR_MS };

/** What is kept of a link: the SHA-256 of its secret, so that the table opens no account. */
export const secretHashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * The link's address: its secret after the `#`, which a browser never sends, so that it reaches
 * no server log, proxy or Referer; the page reads it and posts it in a body.
 */
const addressOf = (context: MailContext, secret: string) => `${linkTo(context, '/setPassword')}#${secret}`;

/**
 * A new link for the user, valid for its purpose's time; their earlier unused links end, so that
 * only the newest one opens. Answers its address, which only the message carries.
 */
export async function newPasswordLink(tx: Tx, context: MailContext, userId: string, purpose: Purpose) {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
  await tx.delete(passwordLinks).where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
  await tx.insert(passwordLinks).values({ userId, purpose, secretHash: secretHashOf(secret), expiresAt });
  return { address: addressOf(context, secret), expiresAt };
}

/** One answer for a link unknown, used or expired, so that none tells which. */
export const unusableLink = () => new HttpProblem(410, PASSWORD_LINK_TEXTS.unusable);

/** The link of a secret, still unused and unexpired, with its user; else `unusableLink`. */
export async function liveLink(db: Db | Tx, secret: string) {
  const [link] = await db
    .select({
      id: passwordLinks.id,
      purpose: passwordLinks.purpose,
      expiresAt: passwordLinks.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(and(eq(passwordLinks.secretHash, secretHashOf(secret)), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, sql`now()`)));
  if (!link) throw unusableLink();
  return link;
}
