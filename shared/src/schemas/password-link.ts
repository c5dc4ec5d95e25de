import { z } from 'zod';
import { MESSAGES, PASSWORD_LINK_TEXTS } from '../constants.js';
import { emailSchema } from './common.js';
import { passwordSchema } from './user.js';

/** What a one-time link is for: an invitation (valid 7 days) or a forgotten password (1 hour). */
export const PASSWORD_LINK_PURPOSES = ['invitation', 'reset'] as const;

/** requestPasswordReset. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * The secret of a link, as its page found it after the `#` of its address. Any text of a sane
 * length: a mangled one is just another link that opens nothing.
 */
const secretSchema = z.string().min(1).max(200);

/** readPasswordLink: the secret travels in a body, never in a path or query a log could keep. */
export const passwordLinkInputSchema = z.object({ secret: secretSchema });

/** Whom a live link is for, so that its page greets them. */
export const passwordLinkSchema = z.object({
  email: z.string(),
  name: z.string(),
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
  /** ISO 8601. */
  expiresAt: z.string(),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/** setPassword. */
export const setPasswordInputSchema = z.object({ secret: secretSchema, password: passwordSchema });

/** The Set your password form: the new password twice. */
export const setPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, MESSAGES.required) })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_LINK_TEXTS.notTheSame });
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;
