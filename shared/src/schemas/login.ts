import * as z from 'zod/mini';
import { MESSAGES } from '../constants.js';

// Built with zod/mini: the login form is on every visitor's first page, and zod's full API
// would add ~20 kB gzip to it.
const required = { error: MESSAGES.required, abort: true };

export const loginInputSchema = z.object({
  email: z.string(required).check(z.trim(), z.minLength(1, required), z.email({ error: MESSAGES.email })),
  password: z.string(required).check(z.minLength(1, required)),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
