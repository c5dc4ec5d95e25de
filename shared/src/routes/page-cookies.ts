/**
 * The cookies a navigation carries so that the server can draw a screen behind the login
 * (docs/decisions.md, "Screens behind the login drawn by the server"). The api keeps the bearer
 * token and CSRF of CONTRACT.md: none of these authorises a call.
 */

/** HttpOnly, SameSite=Strict: the session's token, read only to draw pages. Set at login, cleared at logout. */
export const SESSION_COOKIE = 'olympiad-session';

/**
 * Readable: the id of the user the browser holds the session of. Set with the session cookie at
 * login; the browser removes it when it forgets the user (a logout, a 401, another tab's
 * logout), even when the server cannot be told, so that a page is drawn only for the user the
 * browser itself still shows.
 */
export const SIGNED_IN_COOKIE = 'olympiad-user';

/** Readable, one per session selection (the team chosen for Edit Team…), mirroring session storage. */
export const SELECTION_COOKIE_PREFIX = 'olympiad-selection-';
