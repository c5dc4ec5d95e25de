import { z } from 'zod';
import {
  idParamsSchema,
  loginInputSchema,
  loginResponseSchema,
  registerUserInputSchema,
  resetPasswordResponseSchema,
  roleParamsSchema,
  userSchema,
  userWithPasswordSchema,
} from '@olympiad/shared/schemas';
import { calls } from './call.js';

const TAG = 'Identity';

export const IDENTITY_CALLS = calls({
  logIn: {
    method: 'POST',
    path: '/api/Identity/Login',
    summary: 'Logs in with e-mail and password; answers the bearer token.',
    tag: TAG,
    body: loginInputSchema,
    response: loginResponseSchema,
  },
  logOut: {
    method: 'POST',
    path: '/api/Identity/Logout',
    summary: 'Ends the token it is called with, on every instance of the server.',
    tag: TAG,
    status: 204,
  },
  registerUser: {
    method: 'POST',
    path: '/api/Identity/Register',
    summary: 'Creates a user; the answer carries the password, shown this once only.',
    tag: TAG,
    body: registerUserInputSchema,
    status: 201,
    response: userWithPasswordSchema,
  },
  readUsers: {
    method: 'GET',
    path: '/api/Identity/GetAll',
    summary: 'Every user.',
    tag: TAG,
    response: z.array(userSchema),
  },
  readUsersWithRole: {
    method: 'GET',
    path: '/api/Identity/GetAll/role/:role',
    summary: 'The users of one role.',
    tag: TAG,
    params: roleParamsSchema,
    response: z.array(userSchema),
  },
  resetPassword: {
    method: 'POST',
    path: '/api/Identity/:id/resetPassword',
    summary: 'Gives a user a new generated password, answered this once only.',
    tag: TAG,
    params: idParamsSchema,
    response: resetPasswordResponseSchema,
  },
});
