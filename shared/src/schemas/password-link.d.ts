import { z } from 'zod';
/** What a one-time link is for: an invitation (valid 7 days) or a forgotten password (1 hour). */
export declare const PASSWORD_LINK_PURPOSES: readonly ["invitation", "reset"];
/** The words the link pages and the API share (docs/screens.md, Set your password). */
export declare const PASSWORD_LINK_TEXTS: {
    /** One answer for a link that never existed, was used or has expired: none tells which. */
    readonly unusable: "This link has expired or was already used.";
    readonly resetRequested: "If an account exists for this e-mail, a link to set a new password is on its way. It is valid for one hour.";
    readonly passwordSet: "Your password is set.";
    readonly notTheSame: "The passwords are not the same.";
};
/** requestPasswordReset. */
export declare const passwordResetRequestSchema: z.ZodObject<{
    email: z.ZodPipe<z.ZodString, z.ZodEmail>;
}, z.core.$strip>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
/** readPasswordLink: the secret travels in a body, never in a path or query a log could keep. */
export declare const passwordLinkInputSchema: z.ZodObject<{
    secret: z.ZodString;
}, z.core.$strip>;
/** Whom a live link is for, so that its page greets them. */
export declare const passwordLinkSchema: z.ZodObject<{
    email: z.ZodString;
    name: z.ZodString;
    purpose: z.ZodEnum<{
        invitation: "invitation";
        reset: "reset";
    }>;
    expiresAt: z.ZodString;
}, z.core.$strip>;
export type PasswordLink = z.infer<typeof passwordLinkSchema>;
/** setPassword. */
export declare const setPasswordInputSchema: z.ZodObject<{
    secret: z.ZodString;
    password: z.ZodString;
}, z.core.$strip>;
/** The Set your password form: the new password twice. */
export declare const setPasswordFormSchema: z.ZodObject<{
    password: z.ZodString;
    confirmPassword: z.ZodString;
}, z.core.$strip>;
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;
