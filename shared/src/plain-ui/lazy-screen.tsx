import { lazy, type ComponentType } from 'react';

export type LazyScreen = ComponentType & {
  /** Starts fetching the screen's code (on the first screen, before React asks for it). */
  preload: () => void;
};

/** A screen fetched on its first visit, or as soon as it is preloaded. */
export function lazyScreen(page: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () => (loading ??= page().then((Page) => ({ default: Page })));
  return Object.assign(lazy(load), { preload: () => void load() });
}

/**
 * Starts fetching the code of the screen the browser opened on, among an app's `screens` by path:
 * the shell fetches the app as it boots, so the screen's code starts at once rather than once
 * React has rendered the route. Nothing on the server, which draws with every screen at hand.
 */
export function preloadOpenedScreen(screens: Partial<Record<string, LazyScreen>>): void {
  if (typeof location !== 'undefined') screens[location.pathname]?.preload();
}
