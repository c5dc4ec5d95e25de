import { z } from 'zod';
import { MESSAGES, USER_ROLES } from '../constants.js';
import { TEXT_LIMITS, TEXT_MESSAGES } from './text-rules.js';
import { emailSchema, idSchema, optionalText, requiredText } from './common.js';

export const userRoleSchema = z.enum(USER_ROLES);

export { loginInputSchema, type LoginInput } from './login.js';

export const loginResponseSchema = z.object({
  token: z.string(),
  id: idSchema,
  name: z.string(),
  username: z.string(),
  countryId: idSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The decoded bearer token. */
export const tokenClaimsSchema = z.object({
  role: userRoleSchema,
  unique_name: z.string(),
  nameid: idSchema,
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  username: z.string(),
  role: userRoleSchema,
  countryId: idSchema.nullable(),
  countryName: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of Register: the user plus the password, shown this once only. */
export const userWithPasswordSchema = userSchema.extend({ password: z.string() });
export type UserWithPassword = z.infer<typeof userWithPasswordSchema>;

export const passwordSchema = z
  .string()
  .min(8, MESSAGES.passwordLength)
  .max(TEXT_LIMITS.password, TEXT_MESSAGES.tooLong(TEXT_LIMITS.password));

/** The fields of a user made by an Administrator, whether they are given a password or invited. */
const newUserFields = {
  email: emailSchema,
  name: requiredText(),
  username: optionalText(TEXT_LIMITS.email).transform((value) => value ?? undefined),
  role: userRoleSchema,
  countryId: z
    .string()
    .nullish()
    .transform((value) => value || null)
    .pipe(idSchema.nullable()),
};

const countryOfRegistrator = (user: { role: string; countryId: string | null }, ctx: z.core.$RefinementCtx) => {
  if (user.role === 'TeamRegistrator' && !user.countryId) {
    ctx.addIssue({ code: 'custom', path: ['countryId'], message: MESSAGES.required });
  }
};

const givenPassword = z
  .string()
  .nullish()
  .transform((value) => value || undefined)
  .pipe(passwordSchema.optional());

/** registerUser. The username is the e-mail when not given; a password is generated when not given. */
export const registerUserInputSchema = z.object({ ...newUserFields, password: givenPassword }).superRefine(countryOfRegistrator);
export type RegisterUserInput = z.output<typeof registerUserInputSchema>;

/** inviteUser: registerUser's fields without a password; the person sets their own through the invitation's link. */
export const inviteUserInputSchema = z.object(newUserFields).superRefine(countryOfRegistrator);
export type InviteUserInput = z.output<typeof inviteUserInputSchema>;

/** The Add user form: registerUser's fields, and whether the person is invited instead (inviteUser). */
export const addUserFormSchema = z
  .object({ ...newUserFields, password: givenPassword, invite: z.boolean() })
  .superRefine(countryOfRegistrator);
export type AddUserDraft = z.input<typeof addUserFormSchema>;
export type AddUserForm = z.output<typeof addUserFormSchema>;

export const resetPasswordResponseSchema = z.object({ password: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

export const roleParamsSchema = z.object({ role: userRoleSchema });
