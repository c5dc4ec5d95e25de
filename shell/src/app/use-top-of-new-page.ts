import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@olympiad/shared/router';

/**
 * A new page opens at its top. The browser keeps the scroll position across the router's
 * navigations, so the guests list, opened from the Register button at the bottom of a long form,
 * showed its footer and not the guest just added. Back and forward keep the browser's own
 * restoring, and a link to a part of a page (#…) goes there.
 */
export function useTopOfNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
