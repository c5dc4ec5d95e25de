import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/problem.js';
import { queueInvitation } from './invite-user.js';
import { selectUsers } from './list-users.js';

/** Invites a user again: a new link and message; their earlier unused links end. */
export async function resendInvitation(app: FastifyInstance, id: string): Promise<void> {
  const context = await app.mail.context();
  await app.db.transaction(async (tx) => {
    const [user] = await selectUsers(tx, eq(users.id, id));
    if (!user) throw notFound('There is no user with this id.');
    await queueInvitation(tx, context, user);
  });
}
