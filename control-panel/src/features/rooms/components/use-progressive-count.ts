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
 * browser is idle, so that 700 people in 300 rooms never block a phone's main thread at once and
 * within a moment every row is in the document (the browser's find, screen readers). `all`: every
 * row now (paper).
 */
export function useProgressiveCount(total: number, { first, step, all }: { first: number; step: number; all: boolean }): number {
  const [shown, setShown] = useState(Math.min(total, first));
  useEffect(() => {
    if (all || shown >= total) return undefined;
    return whenIdle(() => startTransition(() => setShown((count) => Math.min(total, count + step))));
  }, [all, shown, total, step]);
  return all ? total : Math.min(Math.max(shown, first), total);
}
