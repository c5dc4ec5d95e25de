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

/**
 * Whether a control is disabled: also on a page the server drew, until React has taken it over.
 * Before that it has no handler: what is typed would be replaced by the form's own values as it
 * attaches, a choice would reach nothing, and a submit would be the browser's own, the fields in
 * the address (a disabled default button also stops Enter from submitting).
 */
export function useDisabledUntilHydrated(disabled: boolean | undefined): boolean {
  return useHydrated() ? Boolean(disabled) : true;
}
