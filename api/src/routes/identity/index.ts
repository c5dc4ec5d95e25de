import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { closePageSession, openPageSession } from '../../lib/page-session.js';
import type { CallHandlers } from '../calls.js';
import { selectUsers } from './list-users.js';
import { inviteUser } from './invite-user.js';
import { logIn } from './log-in.js';
import { logOut } from './log-out.js';
import { readPasswordLink } from './read-password-link.js';
import { registerUser } from './register-user.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resendInvitation } from './resend-invitation.js';
import { resetPassword } from './reset-password.js';
import { setPassword } from './set-password.js';

export const identityHandlers = (
  app: FastifyInstance,
): CallHandlers<
  | 'logIn'
  | 'logOut'
  | 'registerUser'
  | 'readUsers'
  | 'readUsersWithRole'
  | 'resetPassword'
  | 'inviteUser'
  | 'resendInvitation'
  | 'requestPasswordReset'
  | 'readPasswordLink'
  | 'setPassword'
> => ({
  logIn: async (request, reply) => {
    const answer = await logIn(app, request.body, request.ip);
    openPageSession(request, reply, answer.token, answer.id);
    return answer;
  },

  // The access plugin has read the caller's token: that token ends, the user's other sessions go on.
  logOut: async (request, reply) => {
    await logOut(app.db, request.user!.session);
    closePageSession(request, reply);
    return reply.code(204).send();
  },

  registerUser: async (request, reply) => reply.code(201).send(await registerUser(app.db, request.body)),

  readUsers: async () => selectUsers(app.db),

  readUsersWithRole: async (request) => selectUsers(app.db, eq(users.role, request.params.role)),

  resetPassword: async (request) => resetPassword(app.db, request.params.id),

  inviteUser: async (request, reply) => reply.code(201).send(await inviteUser(app, request.body)),

  resendInvitation: async (request, reply) => {
    await resendInvitation(app, request.params.id);
    return reply.code(204).send();
  },

  requestPasswordReset: async (request, reply) => {
    await requestPasswordReset(app, request.body, request.ip);
    return reply.code(204).send();
  },

  readPasswordLink: async (request) => readPasswordLink(app, request.body.secret, request.ip),

  // Answers as the login does, with the same page cookies: the person is logged in.
  setPassword: async (request, reply) => {
    const answer = await setPassword(app, request.body.secret, request.body.password, request.ip);
    openPageSession(request, reply, answer.token, answer.id);
    return answer;
  },
});
