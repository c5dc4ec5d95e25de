import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { readBootData } from '@olympiad/shared';
import { scopeOf, type RemoteName } from '@olympiad/shared/routes';
import { knownRemotes, type RemotesJson } from './known-remotes';
import type { RemoteModule } from './remote-loader';

const failed = new Set<string>();
let registration: Promise<RemotesJson> | null = null;

registerPlugins([
  {
    name: 'remote-load-errors',
    // Remembers which remote failed, so that a retry fetches it afresh; the error itself goes
    // on to the remote's error boundary.
    errorLoadRemote({ id, error }) {
      failed.add(String(id).split('/')[0]!);
      console.error(`Could not load ${String(id)}`, error);
      return undefined;
    },
  },
  {
    name: 'stylesheets-in-the-page',
    // A page drawn by the server came with its remotes' stylesheets inline (marked with their file
    // names): the runtime would otherwise fetch each again with the remote's code.
    beforePreloadRemote({ preloadOps }) {
      for (const preload of preloadOps) preload.filter = (url) => !inThePage(url);
    },
  },
]);

function inThePage(url: string) {
  const file = new URL(url, document.baseURI).pathname.split('/').pop();
  return Boolean(file && document.querySelector(`style[data-href="${CSS.escape(file)}"]`));
}

/** remotes.json as the page came with it, or fetched when it came without (the dev server). */
async function readRemotesJson(): Promise<Record<string, unknown>> {
  const inlined = readBootData()?.remotes;
  if (inlined) return inlined;
  const response = await fetch('/remotes.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Where each remote lives, read at run time so that a remote can be redeployed on its own. */
function registerFromRemotesJson(): Promise<RemotesJson> {
  registration ??= readRemotesJson()
    .then((json) => {
      const entries = knownRemotes(json);
      registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name: scopeOf(name as RemoteName), entry: entry! })));
      return entries;
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/**
 * Loads a module a remote exposes (`App`, `HomePanel`), registering the remote afresh when an
 * earlier attempt failed.
 */
export async function loadRemoteModule(name: RemoteName, exposed: string): Promise<RemoteModule> {
  const entries = await registerFromRemotesJson();
  const scope = scopeOf(name);
  const entry = entries[name];
  if (!entry) throw new Error(`No entry for ${name} in remotes.json`);
  if (failed.delete(scope)) registerRemotes([{ name: scope, entry }], { force: true });
  const module = await loadRemote<RemoteModule>(`${scope}/${exposed}`);
  if (!module?.default) throw new Error(`${name} has no ${exposed}`);
  return module;
}
