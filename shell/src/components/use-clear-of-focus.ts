import { useEffect, useState, type RefObject } from 'react';

export type SnackPlace = 'top' | 'bottom';

/**
 * Where the snack shows so that it never covers the control that has focus. After a failed
 * submit the first field in error takes the focus, and on a phone it may sit under the snack at
 * the top centre, where the spec puts snacks, for all five seconds: then the snack shows at the
 * bottom, and goes back to the top once it would cover nothing there (watch-focus.ts).
 */
export function useClearOfFocus(area: RefObject<HTMLElement | null>, shown: boolean): SnackPlace {
  const [place, setPlace] = useState<SnackPlace>('top');
  useEffect(() => {
    if (!shown) return;
    let stop: (() => void) | undefined;
    let ended = false;
    // Loaded with the first snack: most visits show none.
    void import('./watch-focus')
      .then(({ watchFocus }) => {
        if (!ended) stop = watchFocus(area, setPlace);
      })
      .catch(() => undefined);
    return () => {
      ended = true;
      stop?.();
    };
  }, [area, shown]);
  return place;
}
