import { createContext, type ComponentType } from 'react';
import type { RemoteName } from '@olympiad/shared/routes';

export type RemoteModule = { default: ComponentType };

/** Fetches a module a remote exposes (`App`, `HomePanel`). */
export type RemoteLoader = (name: RemoteName, exposed: string) => Promise<RemoteModule>;

/** Where remotes' apps come from. */
export interface RemoteSource {
  /** In a browser, the federation runtime. */
  load: RemoteLoader;
  /**
   * On the server, the apps it already holds (public-site's), drawn at once: a page drawn while
   * one was still loading would hide its content behind a script.
   */
  loaded?: Partial<Record<RemoteName, RemoteModule>>;
}

export const RemoteSourceContext = createContext<RemoteSource>({
  load: () => Promise.reject(new Error('No remote loader provided')),
});
