import { z } from 'zod';
import {
  idParamsSchema,
  inviteUserInputSchema,
  loginInputSchema,
  loginResponseSchema,
  passwordLinkInputSchema,
  passwordLinkSchema,
  passwordResetRequestSchema,
  USER_ROLES,
  registerUserInputSchema,
  resetPasswordResponseSchema,
  roleParamsSchema,
  setPasswordInputSchema,
  userSchema,
  userWithPasswordSchema,
} from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN } from './policy.js';

const TAG = 'Identity';

export const IDENTITY_CALLS = calls({
  logIn: {
    method: 'POST',
    path: '/api/Identity/Login',
    summary: 'Logs in with e-mail and password; answers the bearer token.',
    tag: TAG,
    body: loginInputSchema,
    response: loginResponseSchema,
    policy: { access: 'public' },
  },
  logOut: {
    method: 'POST',
    path: '/api/Identity/Logout',
    summary: 'Ends the token it is called with, on every instance of the server.',
    tag: TAG,
    status: 204,
    policy: { access: USER_ROLES },
  },
  registerUser: {
    method: 'POST',
    path: '/api/Identity/Register',
    summary: 'Creates a user; the answer carries the password, shown this once only.',
    tag: TAG,
    body: registerUserInputSchema,
    status: 201,
    response: userWithPasswordSchema,
    policy: { access: ADMIN },
  },
  readUsers: {
    method: 'GET',
    path: '/api/Identity/GetAll',
    summary: 'Every user.',
    tag: TAG,
    response: z.array(userSchema),
    policy: { access: ADMIN },
  },
  readUsersWithRole: {
    method: 'GET',
    path: '/api/Identity/GetAll/role/:role',
    summary: 'The users of one role.',
    tag: TAG,
    params: roleParamsSchema,
    response: z.array(userSchema),
    policy: { access: ADMIN },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/Identity/:id/resetPassword',
    summary: 'Gives a user a new generated password, answered this once only.',
    tag: TAG,
    params: idParamsSchema,
    response: resetPasswordResponseSchema,
    policy: { access: ADMIN },
  },
  inviteUser: {
    method: 'POST',
    path: '/api/Identity/Invite',
    summary:
      'Creates a user without a password and e-mails them an invitation: a link, valid 7 days and once, to set their own.',
    tag: TAG,
    body: inviteUserInputSchema,
    status: 201,
    response: userSchema,
    policy: { access: ADMIN },
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/Identity/:id/invite',
    summary: "E-mails a user a new invitation; the user's earlier unused links stop working.",
    tag: TAG,
    params: idParamsSchema,
    status: 204,
    policy: { access: ADMIN },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/Identity/ForgotPassword',
    summary:
      'E-mails the user of this address a link, valid one hour and once, to set a new password. The same answer whether the address is known or not; limited like the login.',
    tag: TAG,
    body: passwordResetRequestSchema,
    status: 204,
    policy: { access: 'public' },
  },
  readPasswordLink: {
    method: 'POST',
    path: '/api/Identity/PasswordLink',
    summary:
      'Whom a one-time link is for, its purpose and expiry, from its secret (sent in the body, never in a URL). One and the same 410 for a link unknown, used or expired.',
    tag: TAG,
    body: passwordLinkInputSchema,
    response: passwordLinkSchema,
    policy: { access: 'public' },
  },
  setPassword: {
    method: 'POST',
    path: '/api/Identity/SetPassword',
    summary:
      "Sets the password of a one-time link's user, uses the link up, ends the user's every session and logs them in, answering as the login does.",
    tag: TAG,
    body: setPasswordInputSchema,
    response: loginResponseSchema,
    policy: { access: 'public' },
  },
});
