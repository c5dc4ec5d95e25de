import { z } from 'zod';
import {
  idParamsSchema,
  loginInputSchema,
  loginResponseSchema,
  USER_ROLES,
  registerUserInputSchema,
  resetPasswordResponseSchema,
  roleParamsSchema,
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
});
