/** How long the next page is waited for after a save: a remote's chunk on a slow phone. */
const WAIT_MS = 5000;
const HEADING = /^H[1-6]$/;

/** The heading that names a part of the page (`aria-labelledby` of a section, a card, a table's region). */
function namingHeading(element: Element): HTMLElement | null {
  const id = element.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const label = id ? element.ownerDocument.getElementById(id) : null;
  return label && HEADING.test(label.tagName) ? label : null;
}

/** The page's own heading: its main's first h1. */
const pageHeading = (document: Document) => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/** Whether focus is on something on the page, not fallen to its body. */
const focusIsOnPage = (document: Document) => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
};

/** Ends the watch of the last place settled, if it still watches. */
let stopWatching: (() => void) | undefined;

/**
 * Once what was done is done (a form saved, a dialog closed): if focus has fallen to the page's
 * body, or falls there while the next page arrives, it goes to the heading of the nearest of
 * `ancestors` (where `element`, what had focus, sat) still on the page, else to the page's h1.
 * Focus somewhere else, put there by the user or the screen, is left alone.
 */
export function settleFocus(element: Element | null, ancestors: readonly Element[]) {
  const document = element?.ownerDocument ?? globalThis.document;

  const target = () => {
    for (const ancestor of ancestors) {
      const heading = ancestor.isConnected ? namingHeading(ancestor) : null;
      if (heading) return heading;
    }
    return pageHeading(document);
  };

  let placed: HTMLElement | null = null;
  /**
   * Puts focus back on the page if it fell; whether there is nothing more to do: focus is on
   * something else than what was pressed or placed (the user's choice, a screen's own).
   */
  const place = (): boolean => {
    if (focusIsOnPage(document)) return document.activeElement !== element && document.activeElement !== placed;
    placed = target();
    if (!placed) return false;
    if (!placed.hasAttribute('tabindex')) placed.setAttribute('tabindex', '-1');
    // The view stays where the user acted (or where the next page put it); only focus moves.
    placed.focus({ preventScroll: true });
    return false;
  };

  // The latest action decides where focus goes.
  stopWatching?.();
  if (place()) return;
  // Watched a while: a page being left may still show (its heading taken, then gone with it).
  const observer = new MutationObserver(() => {
    if (place()) stop();
  });
  const timer = setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    if (stopWatching === stop) stopWatching = undefined;
  }
  stopWatching = stop;
  observer.observe(document.body, { childList: true, subtree: true });
}
