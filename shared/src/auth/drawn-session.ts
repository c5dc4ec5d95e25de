import type { AuthState } from './stored-session.js';

/** The signed-in user a page is drawn for, and the session selections it is drawn with, by key. */
export interface DrawnSession {
  state: AuthState;
  selections: Record<string, string>;
}

const SERVER_SESSION = Symbol.for('olympiad.drawnSession');
type Holder = { [SERVER_SESSION]?: () => DrawnSession | undefined };

/**
 * Given once by the shell's server bundle: where the drawing in progress keeps its session (an
 * AsyncLocalStorage, as the server draws for several users at once). A global symbol, because
 * every app's server bundle compiles in its own copy of this package and all must see the one
 * session.
 */
export function provideDrawnSession(current: () => DrawnSession | undefined): void {
  (globalThis as Holder)[SERVER_SESSION] = current;
}

/** On the server, the session of the drawing in progress; none in a browser or for a public page. */
export function serverDrawnSession(): DrawnSession | undefined {
  return typeof window === 'undefined' ? (globalThis as Holder)[SERVER_SESSION]?.() : undefined;
}

let takingOver = false;

/** The shell is taking over a page the server drew for the stored user with the stored selections. */
export function takeOverDrawnPage(): void {
  takingOver = true;
}

/**
 * In the browser, whether the markup React takes over was drawn for the stored session, so that
 * the hooks' server snapshots are the stored session rather than a visitor's.
 */
export function takingOverDrawnPage(): boolean {
  return takingOver;
}
