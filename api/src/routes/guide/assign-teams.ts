import type { GuideAssignment } from '@olympiad/shared/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { guides, guideTeams, teams } from '../../db/schema.js';
import { actorNamed } from '../../lib/acting-user.js';
import { conflict, notFound } from '../../lib/problem.js';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/sql-state.js';

const TEAM_HAS_GUIDE = 'This team already has a guide.';

/**
 * assignGuideTeams. A team has at most one guide: the unique team column of
 * guide_teams decides, so of two simultaneous assignments of one team exactly one succeeds and
 * the other is a 409, on PGlite and on a PostgreSQL server alike.
 */
export async function assignTeams(db: Db, guideId: string, teamIds: string[]): Promise<GuideAssignment> {
  const ids = [...new Set(teamIds)];
  try {
    await db.transaction(async (tx) => {
      const [guide] = await tx.select({ id: guides.id }).from(guides).where(eq(guides.id, guideId));
      if (!guide) throw notFound('There is no guide with this id.');
      const found = await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, ids));
      if (found.length !== ids.length) throw notFound('There is no team with this id.');
      await tx.insert(guideTeams).values(ids.map((teamId) => ({ guideId, teamId })));
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(TEAM_HAS_GUIDE);
    throw error;
  }
  return { guideId, teamIds: ids };
}

/** removeGuideTeam: the team no longer has this guide. */
export async function removeTeam(db: Db, guideId: string, teamId: string): Promise<GuideAssignment> {
  const removed = await db
    .delete(guideTeams)
    .where(and(eq(guideTeams.guideId, guideId), eq(guideTeams.teamId, teamId), actorNamed()))
    .returning({ teamId: guideTeams.teamId });
  if (!removed.length) throw notFound('This team is not assigned to this guide.');
  return { guideId, teamIds: [teamId] };
}
