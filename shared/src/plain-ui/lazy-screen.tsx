import { lazy, type ComponentType, type ReactNode } from 'react';

type Provider = ComponentType<{ children: ReactNode }>;

export type LazyScreen = ComponentType & {
  /** Starts fetching the screen's code (on the first screen, before React asks for it). */
  preload: () => void;
};

/**
 * A screen fetched on its first visit; with `provider`, inside the provider its UI kit needs,
 * fetched beside it. A screen in the plain UI thus never downloads Chakra, and one drawn with
 * Chakra brings its provider along.
 */
export function lazyScreen(page: () => Promise<ComponentType>, provider?: () => Promise<Provider>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () =>
    (loading ??= Promise.all([page(), provider?.()]).then(([Page, Within]) => ({
      default: Within
        ? () => (
            <Within>
              <Page />
            </Within>
          )
        : Page,
    })));
  return Object.assign(lazy(load), { preload: () => void load() });
}
