import { startTransition, useEffect, useState } from 'react';

/** The first screen of teams, then a few more whenever the browser is idle. */
const FIRST = 6;
const STEP = 6;

const whenIdle: (callback: () => void) => () => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => {
        const handle = requestIdleCallback(callback);
        return () => cancelIdleCallback(handle);
      }
    : (callback) => {
        const handle = setTimeout(callback, 0);
        return () => clearTimeout(handle);
      };

/**
 * How many of `total` rows to render now. Rendering every team at once blocked the main thread
 * for over a second on a phone; rendering the first screen and the rest in idle time keeps the
 * page responsive, and within a moment every row is in the document, so the browser's find and
 * screen readers see the whole list. `all`: every row now (a jump to a row further down).
 */
export function useProgressiveCount(total: number, all = false): number {
  const [shown, setShown] = useState(Math.min(total, FIRST));
  useEffect(() => {
    if (all || shown >= total) return undefined;
    return whenIdle(() => startTransition(() => setShown((count) => Math.min(total, count + STEP))));
  }, [all, shown, total]);
  return all ? total : Math.min(shown, total);
}
