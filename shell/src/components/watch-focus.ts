import type { RefObject } from 'react';
import type { SnackPlace } from './use-clear-of-focus';

/** The snack's distance from the edge of the screen it shows at (1rem). */
const EDGE_GAP = 16;

/**
 * Tells `place` where the snack in `area` covers nothing: at the top, unless there it would cover
 * the control that has focus and at the bottom it would not. Measured as focus moves and the page
 * scrolls; answers the function that stops watching.
 */
export function watchFocus(area: RefObject<HTMLElement | null>, place: (where: SnackPlace) => void): () => void {
  let frame = 0;
  // Measured in the next frame: a focused control is scrolled into view after its focus event.
  const measure = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const snack = area.current;
      const focused = document.activeElement;
      let bottom = false;
      if (snack && focused && focused !== document.body && !snack.contains(focused)) {
        const { left, right, height } = snack.getBoundingClientRect();
        const field = focused.getBoundingClientRect();
        const coversAt = (top: number) => field.left < right && left < field.right && field.top < top + height && top < field.bottom;
        bottom = coversAt(EDGE_GAP) && !coversAt(window.innerHeight - EDGE_GAP - height);
      }
      place(bottom ? 'bottom' : 'top');
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
}
