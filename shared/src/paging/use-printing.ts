import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

let printDialogOpen = false;
const listeners = new Set<() => void>();
let printMedia: MediaQueryList | undefined;
let watching = false;

/**
 * The print dialog is announced before the page is laid out for paper: what it draws for paper
 * is drawn at once, inside the announcement (flushSync), not in a later task. Print previews
 * that only switch the media (DevTools, Playwright) arrive as a media change.
 */
function watchPrinting() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const announce = (open: boolean) => () => {
    printDialogOpen = open;
    flushSync(() => listeners.forEach((listener) => listener()));
  };
  window.addEventListener('beforeprint', announce(true));
  window.addEventListener('afterprint', announce(false));
  // Kept: every list asks at every render, and a new MediaQueryList each time would be garbage.
  printMedia = window.matchMedia?.('print');
  printMedia?.addEventListener?.('change', () => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void) {
  watchPrinting();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isPrinting = () => printDialogOpen || Boolean(printMedia?.matches);

/**
 * Whether the page is being printed. A long list draws only its screen page, and every match
 * while printing: a phone does not lay out hundreds of rows it does not show.
 */
export const usePrinting = (): boolean => useSyncExternalStore(subscribe, isPrinting, () => false);
