import { startTransition, useEffect, useState } from 'react';

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
 * How many of `total` rows to draw now: `first` (a screenful), then `step` more whenever the
 * browser is idle. Drawing every row at once blocked a phone's main thread for over a second (the
 * public teams list; 700 people in 300 rooms); this way the page stays responsive and within a
 * moment every row is in the document, for the browser's find and screen readers. `all`: every
 * row now (a jump to a row further down, paper).
 */
export function useProgressiveCount(total: number, { first, step, all = false }: { first: number; step: number; all?: boolean }): number {
  const [shown, setShown] = useState(Math.min(total, first));
  useEffect(() => {
    if (all || shown >= total) return undefined;
    return whenIdle(() => startTransition(() => setShown((count) => Math.min(total, count + step))));
  }, [all, shown, total, step]);
  return all ? total : Math.min(Math.max(shown, first), total);
}
