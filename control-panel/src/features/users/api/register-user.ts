import { callApi } from '@olympiad/shared/api';
import type { RegisterUserInput, ResetPasswordResponse, UserWithPassword } from '@olympiad/shared/schemas';

/** The username is the e-mail; the answer carries the password this once only. */
export function registerUser(user: RegisterUserInput): Promise<UserWithPassword> {
  return callApi('registerUser', { body: { ...user, username: user.email } });
}

/** A new random password, returned once. */
export function resetPassword(userId: string): Promise<ResetPasswordResponse> {
  return callApi('resetPassword', { params: { id: userId } });
}
