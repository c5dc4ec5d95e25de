import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * `false` while React takes over markup the server drew (and on the server), `true` from the
 * render after: for controls that must not be used before their handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
