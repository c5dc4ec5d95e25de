import { jwtDecode } from 'jwt-decode';
import type { UserRole } from '../constants.js';
import type { TokenClaims } from '../schemas/user.js';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface StoredUser {
  id: string;
  name: string;
  username: string;
  countryId: string | null;
}

export interface AuthState {
  isLoggedIn: boolean;
  token: string | null;
  user: StoredUser | null;
  role: UserRole | null;
  email: string | null;
}

export const LOGGED_OUT: AuthState = {
  isLoggedIn: false,
  token: null,
  user: null,
  role: null,
  email: null,
};

/** The user record is kept as four semicolon-separated values: id;name;username;countryId. */
export function serializeUser(user: StoredUser): string {
  return [user.id, user.name, user.username, user.countryId ?? ''].join(';');
}

function parseUser(record: string | null): StoredUser | null {
  if (!record) return null;
  const [id = '', name = '', username = '', countryId = ''] = record.split(';');
  return { id, name, username, countryId: countryId || null };
}

/** Reads the stored session; the role and e-mail come from the token's claims. */
export function readStoredSession(storage: Storage = localStorage): AuthState {
  const token = storage.getItem(TOKEN_KEY);
  const user = parseUser(storage.getItem(USER_KEY));
  if (!token || !user?.username) return LOGGED_OUT;
  let claims: Partial<TokenClaims> = {};
  try {
    claims = jwtDecode<Partial<TokenClaims>>(token);
  } catch {
    return LOGGED_OUT;
  }
  return {
    isLoggedIn: true,
    token,
    user,
    role: claims.role ?? null,
    email: claims.unique_name ?? null,
  };
}
