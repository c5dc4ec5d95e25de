import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { contests, invitationLetters } from '../db/schema.js';
import { issuedOn } from '../letters/issued-on.js';
import { VERIFY_PATH } from '../letters/letter-code.js';
import { letterStatus } from '../letters/letter-status.js';
import { tooManyChecksPage, unknownLetterPage, verificationPage, type VerifiedLetter } from '../letters/verification-page.js';
import { TooManyLogins } from './login-throttle.js';

const HTML = 'text/html; charset=utf-8';

/**
 * The public verification page of an invitation letter, GET /verify/<code>: drawn here as a whole
 * page that needs no script, so any phone that scans a letter's code can read it. Throttled like
 * the login: each check counts against the code and the address, and a letter found gives its
 * count back, so only unknown codes fill the counters. Any path under /verify/ is a code, so a
 * code of any shape or length answers the same page as any other unknown one.
 */
export const letterVerificationPlugin = fp(
  async (app) => {
    const answer = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .type(HTML)
        .header('cache-control', 'no-store')
        // The code is the letter's key: never handed to another site in a Referer.
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(html);

    const verify = async (request: FastifyRequest, reply: FastifyReply) => {
      const code = (request.params as { '*'?: string })['*'] ?? '';
      let attempt;
      try {
        attempt = await app.verifyThrottle.begin(code, request.ip);
      } catch (error) {
        if (!(error instanceof TooManyLogins)) throw error;
        reply.header('retry-after', String(error.retryAfter));
        return answer(reply, 429, tooManyChecksPage(error.retryAfter));
      }
      const letter = await readVerifiedLetter(app.db, code);
      if (!letter) return answer(reply, 404, unknownLetterPage());
      await attempt.succeeded();
      return answer(reply, 200, verificationPage(letter));
    };
    app.get(`${VERIFY_PATH}*`, verify);
    // The router takes /verify/ for /verify (ignoreTrailingSlash): an empty code, unknown like any other.
    app.get(VERIFY_PATH.slice(0, -1), verify);
  },
  { name: 'letter-verification', dependencies: ['db', 'login-throttle'] },
);

async function readVerifiedLetter(db: Db, code: string): Promise<VerifiedLetter | null> {
  const [row] = await db
    .select({
      contestName: contests.name,
      venueTimeZone: contests.venueTimeZone,
      passportName: invitationLetters.passportName,
      nationality: invitationLetters.nationality,
      passportNumberEnd: invitationLetters.passportNumberEnd,
      stayFrom: invitationLetters.stayFrom,
      stayTo: invitationLetters.stayTo,
      generatedAt: invitationLetters.generatedAt,
      status: letterStatus,
    })
    .from(invitationLetters)
    .innerJoin(contests, eq(contests.id, invitationLetters.contestId))
    .where(eq(invitationLetters.code, code));
  if (!row) return null;
  const { venueTimeZone, generatedAt, ...shown } = row;
  return { ...shown, issuedOn: issuedOn(generatedAt, venueTimeZone) };
}
