import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { guides, guideTeams, teams } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth.js';

/**
 * Which teams a signed-in user sees whole in the public teams list, whatever their people's
 * consents: an Administrator every team (`'all'`), a registrator their country's, a guide the teams
 * they guide. Those are the people they see in their own screens anyway.
 */
export async function teamsSeenWhole(db: Db, user: AuthUser): Promise<'all' | ReadonlySet<string>> {
  if (user.role === 'Administrator') return 'all';
  const rows =
    user.role === 'Guide'
      ? await db
          .select({ id: guideTeams.teamId })
          .from(guideTeams)
          .innerJoin(guides, eq(guides.id, guideTeams.guideId))
          .where(eq(guides.userId, user.id))
      : user.countryId
        ? await db.select({ id: teams.id }).from(teams).where(eq(teams.countryId, user.countryId))
        : [];
  return new Set(rows.map((row) => row.id));
}

/**
 * The user a public read is asked by, or null for a visitor. A token that no longer holds makes
 * a visitor of its bearer here: a public read answers whoever asks.
 */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  return app.authenticate(request.headers.authorization).catch(() => null);
}
