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
import { ROUTES } from './routes.js';

const TAG = 'Identity';

export const IDENTITY_CALLS = calls({
  logIn: {
    ...ROUTES.logIn,
    summary: 'Logs in with e-mail and password; answers the bearer token.',
    tag: TAG,
    body: loginInputSchema,
    response: loginResponseSchema,
  },
  logOut: {
    ...ROUTES.logOut,
    summary: 'Ends the token it is called with, on every instance of the server.',
    tag: TAG,
    status: 204,
  },
  registerUser: {
    ...ROUTES.registerUser,
    summary: 'Creates a user; the answer carries the password, shown this once only.',
    tag: TAG,
    body: registerUserInputSchema,
    status: 201,
    response: userWithPasswordSchema,
  },
  readUsers: {
    ...ROUTES.readUsers,
    summary: 'Every user.',
    tag: TAG,
    response: z.array(userSchema),
  },
  readUsersWithRole: {
    ...ROUTES.readUsersWithRole,
    summary: 'The users of one role.',
    tag: TAG,
    params: roleParamsSchema,
    response: z.array(userSchema),
  },
  resetPassword: {
    ...ROUTES.resetPassword,
    summary: "Gives a user a new generated password, answered this once only.",
    tag: TAG,
    params: idParamsSchema,
    response: resetPasswordResponseSchema,
  },
});
