export { AUTH_EVENT, auth, type AuthEventDetail } from './auth-store.js';
export { useAuth } from './use-auth.js';
export { LoginForm } from './lazy-login-form.js';
export type { AuthState, StoredUser } from './stored-session.js';
