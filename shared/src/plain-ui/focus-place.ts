export interface FocusPlace {
  /**
   * Called once what was done there is done (a form saved, a dialog closed): if focus has fallen
   * to the page's body, or falls there while the next page arrives, it goes to the heading of the
   * nearest part of the page that is still there, else to the page's h1 (settle-focus.ts).
   */
  settle(): void;
}

/**
 * Remembers where `element` (what has focus now: a pressed button, the control that opened a
 * dialog) sits on the page, so that focus can find its way back when the element goes: a deleted
 * row's Delete, a form's button that gives way to another, a page left after its form was saved.
 * A keyboard or screen-reader user would otherwise start again from the top of the page.
 */
export function focusPlaceOf(element: Element | null): FocusPlace {
  const ancestors: Element[] = [];
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) ancestors.push(node);
  return {
    // Loaded when first needed: most visits neither save nor delete anything.
    settle: () => void import('./settle-focus.js').then(({ settleFocus }) => settleFocus(element, ancestors)).catch(() => undefined),
  };
}
