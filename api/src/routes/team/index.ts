import { countryIdParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { forbidden } from '../../lib/problem.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { sendCached } from '../../plugins/public-cache.js';
import { loadTeams, toPublicTeam, toTeam } from './read-teams.js';

export const teamRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Team', async (request, reply) => {
    const read = await app.publicCache.read('teams', async () => (await loadTeams(app.db)).map(toPublicTeam));
    return sendCached(request, reply, read);
  });

  app.get('/api/Team/country/:countryId', { schema: { params: countryIdParamsSchema } }, async (request) => {
    const { countryId } = request.params;
    const user = request.user!;
    if (user.role !== 'Administrator') {
      // The country is read from the database, not the token, so a reassigned registrator loses access at once.
      const [row] = await app.db.select({ countryId: users.countryId }).from(users).where(eq(users.id, user.id));
      if (row?.countryId !== countryId) throw forbidden('You may only see the teams of your own country.');
    }
    return (await loadTeams(app.db, countryId)).map(toTeam);
  });
};
