import { API, http } from '@olympiad/shared';
import type { RegisterUserInput, ResetPasswordResponse, UserWithPassword } from '@olympiad/shared/schemas';

/** The username is the e-mail; the answer carries the password this once only. */
export function registerUser(user: RegisterUserInput): Promise<UserWithPassword> {
  return http.post<UserWithPassword>(API.register, { ...user, username: user.email });
}

/** A new random password, returned once. */
export function resetPassword(userId: string): Promise<ResetPasswordResponse> {
  return http.post<ResetPasswordResponse>(API.resetPassword(userId));
}
