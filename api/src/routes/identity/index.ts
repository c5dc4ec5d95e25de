import {
  idParamsSchema,
  loginSchema,
  registerUserSchema,
  roleParamsSchema,
  type LoginResponse,
  type UserWithPassword,
} from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { countries, users } from '../../db/schema.js';
import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from '../../lib/password.js';
import { badRequest, conflict, fieldError, notFound } from '../../lib/problem.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { selectUsers } from './users.js';

export const INVALID_LOGIN = 'Invalid email or password.';

export const identityRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/Identity/Login', { schema: { body: loginSchema } }, async (request) => {
    const { email, password } = request.body;
    app.loginThrottle.check(email, request.ip);
    const [user] = await app.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    const valid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH));
    if (!user || !valid) {
      app.loginThrottle.recordFailure(email, request.ip);
      throw badRequest(INVALID_LOGIN);
    }
    const token = await app.signToken({ id: user.id, email: user.email, role: user.role });
    const answer: LoginResponse = { token, id: user.id, name: user.name, username: user.username, countryId: user.countryId };
    return answer;
  });

  app.post('/api/Identity/Register', { schema: { body: registerUserSchema } }, async (request, reply) => {
    const input = request.body;
    if (input.countryId) {
      const [country] = await app.db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId));
      if (!country) throw fieldError('countryId', 'Unknown country.');
    }
    const [existing] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (existing) throw conflict('A user with this email already exists.');
    const password = input.password ?? generatePassword();
    const [created] = await app.db
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        username: input.username || input.email,
        role: input.role,
        countryId: input.countryId,
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    const [user] = await selectUsers(app.db, eq(users.id, created!.id));
    const answer: UserWithPassword = { ...user!, password };
    return reply.code(201).send(answer);
  });

  app.get('/api/Identity/GetAll', async () => selectUsers(app.db));

  app.get('/api/Identity/GetAll/role/:role', { schema: { params: roleParamsSchema } }, async (request) =>
    selectUsers(app.db, eq(users.role, request.params.role)),
  );

  app.post('/api/Identity/:id/resetPassword', { schema: { params: idParamsSchema } }, async (request) => {
    const password = generatePassword();
    const updated = await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, request.params.id))
      .returning({ id: users.id });
    if (!updated.length) throw notFound('There is no user with this id.');
    return { password };
  });
};
