import { idParamsSchema, loginInputSchema, registerUserInputSchema, roleParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { selectUsers } from './list-users.js';
import { logIn } from './log-in.js';
import { logOut } from './log-out.js';
import { registerUser } from './register-user.js';
import { resetPassword } from './reset-password.js';

export const identityRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/Identity/Login', { schema: { body: loginInputSchema } }, async (request) =>
    logIn(app, request.body, request.ip),
  );

  // The access plugin has read the caller's token: that token ends, the user's other sessions go on.
  app.post('/api/Identity/Logout', async (request, reply) => {
    await logOut(app.db, request.user!.session);
    return reply.code(204).send();
  });

  app.post('/api/Identity/Register', { schema: { body: registerUserInputSchema } }, async (request, reply) =>
    reply.code(201).send(await registerUser(app.db, request.body)),
  );

  app.get('/api/Identity/GetAll', async () => selectUsers(app.db));

  app.get('/api/Identity/GetAll/role/:role', { schema: { params: roleParamsSchema } }, async (request) =>
    selectUsers(app.db, eq(users.role, request.params.role)),
  );

  app.post('/api/Identity/:id/resetPassword', { schema: { params: idParamsSchema } }, async (request) =>
    resetPassword(app.db, request.params.id),
  );
};
