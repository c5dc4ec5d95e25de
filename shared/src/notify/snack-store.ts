import { SNACK_DURATION_MS } from '../constants.js';
import { failureText } from '../http/api-error.js';

export interface Snack {
  id: number;
  text: string;
  status: 'success' | 'error';
}

type Listener = () => void;

let current: Snack | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function show(status: Snack['status'], text: string) {
  clearTimeout(timer);
  current = { id: nextId++, text, status };
  timer = setTimeout(dismiss, SNACK_DURATION_MS);
  listeners.forEach((l) => l());
}

function dismiss() {
  clearTimeout(timer);
  current = null;
  listeners.forEach((l) => l());
}

/** The snack message shown by the shell: one at a time, a new one replaces the open one. */
export const snacks = {
  getCurrent: (): Snack | null => current,
  dismiss,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Shows a snack message for 5 seconds, from any app of the product. */
export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  /** A failed call: `message` followed by the server's reason; nothing for a 401 (see failureText). */
  failure: (error: unknown, message?: string) => {
    const text = failureText(error, message);
    if (text) show('error', text);
  },
};
