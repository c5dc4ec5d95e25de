import * as z from 'zod/mini';
import { MESSAGES } from '../constants.js';
import { hasControlCharacters, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules.js';

// Built with zod/mini: the login form is on every visitor's first page, and zod's full API
// would add ~20 kB gzip to it.
const required = { error: MESSAGES.required, abort: true };

const tooLong = (max: number) => z.maxLength(max, { error: TEXT_MESSAGES.tooLong(max), abort: true });
const noControlCharacters = z.refine<string>((value) => !hasControlCharacters(value), {
  error: TEXT_MESSAGES.controlCharacters,
  abort: true,
});

export const loginInputSchema = z.object({
  email: z
    .string(required)
    .check(z.trim(), z.minLength(1, required), tooLong(TEXT_LIMITS.email), noControlCharacters, z.email({ error: MESSAGES.email })),
  password: z.string(required).check(z.minLength(1, required), tooLong(TEXT_LIMITS.password)),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
