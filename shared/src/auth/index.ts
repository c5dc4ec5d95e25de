export { AUTH_EVENT, auth, type AuthEventDetail } from './auth-store.js';
export { endSession } from './end-session.js';
export { DRAFT_KEY_PREFIX } from './personal-data.js';
export { useAuth } from './use-auth.js';
export { LoginForm } from './lazy-login-form.js';
export type { AuthState, StoredUser } from './stored-session.js';
export { provideDrawnSession, takeOverDrawnPage, type DrawnSession } from './drawn-session.js';
