import type { InviteUserInput, User } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import type { MailContext } from '../../mail/compose.js';
import { queueMessages } from '../../mail/queue-message.js';
import { invitation } from '../../mail/templates/invitation.js';
import { selectUsers } from './list-users.js';
import { newPasswordLink } from './password-links.js';
import { checkNewUser, insertUser } from './register-user.js';

/** A new invitation link for the user, and the message that carries it, in the caller's transaction. */
export async function queueInvitation(tx: Tx, context: MailContext, user: User): Promise<void> {
  const { address, expiresAt } = await newPasswordLink(tx, context, user.id, 'invitation');
  await queueMessages(tx, [
    { kind: 'invitation', to: user.email, userId: user.id, countryId: user.countryId, ...invitation(context, user, address, expiresAt) },
  ]);
}

/**
 * Creates a user and invites them, in one transaction: the account, its link and the message go
 * together or not at all. Its password is a random one nobody ever sees, so the account opens
 * only once its owner has set their own through the link.
 */
export async function inviteUser(app: FastifyInstance, input: InviteUserInput): Promise<User> {
  await checkNewUser(app.db, input);
  // Hashed before the transaction: scrypt takes a while, and PGlite serves one transaction at a time.
  const passwordHash = await hashPassword(generatePassword());
  const context = await app.mail.context();
  return app.db.transaction(async (tx) => {
    const created = await insertUser(tx, input, passwordHash);
    const [user] = await selectUsers(tx, eq(users.id, created.id));
    await queueInvitation(tx, context, user!);
    return user!;
  });
}
