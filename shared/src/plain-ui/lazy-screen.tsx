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
