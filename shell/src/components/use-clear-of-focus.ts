import { useEffect, useState, type RefObject } from 'react';

export type SnackPlace = 'top' | 'bottom';

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box at either edge of the screen, as far from it as `box` is from the edge it is at now. */
function boxesAtEdges(box: DOMRect, place: SnackPlace): Record<SnackPlace, DOMRect> {
  const gap = place === 'top' ? box.top : window.innerHeight - box.bottom;
  return {
    top: new DOMRect(box.x, gap, box.width, box.height),
    bottom: new DOMRect(box.x, window.innerHeight - gap - box.height, box.width, box.height),
  };
}

/**
 * Where the snack shows so that it never covers the control that has focus. After a failed
 * submit the first field in error takes the focus, and on a phone it may sit under the snack at
 * the top centre, where the spec puts snacks, for all five seconds: then the snack shows at the
 * bottom, and goes back to the top once it would cover nothing there.
 */
export function useClearOfFocus(area: RefObject<HTMLElement | null>, shown: boolean): SnackPlace {
  const [place, setPlace] = useState<SnackPlace>('top');
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    // Measured in the next frame: a focused control is scrolled into view after its focus event.
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const snack = area.current;
        const focused = document.activeElement;
        if (!snack || !focused || focused === document.body || snack.contains(focused)) return setPlace('top');
        const target = focused.getBoundingClientRect();
        setPlace((current) => {
          const edges = boxesAtEdges(snack.getBoundingClientRect(), current);
          return overlap(edges.top, target) && !overlap(edges.bottom, target) ? 'bottom' : 'top';
        });
      });
    };
    measure();
    document.addEventListener('focusin', measure);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', measure);
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [area, shown]);
  return place;
}
