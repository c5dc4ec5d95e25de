import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts loading: about a phone's screen of scrolling ahead. */
const AHEAD = '800px';

/**
 * Draws `children` once the place they take comes within a screen of view, so that a part far
 * down a long page (and its chunk and read) is not part of the page's first screen; at once where
 * the browser cannot tell (no IntersectionObserver).
 */
export function WhenNearView({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} />;
}
