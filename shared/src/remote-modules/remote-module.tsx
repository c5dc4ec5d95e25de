import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteName } from '../routes/remotes.js';

type Loader = (remote: RemoteName, exposed: string) => Promise<{ default: ComponentType }>;

let loader: Loader | null = null;
const modules = new Map<string, LazyExoticComponent<ComponentType>>();

/** The shell, which owns the federation runtime, says how a remote's module is fetched. */
export function provideRemoteLoader(load: Loader) {
  loader = load;
}

function lazyModule(remote: RemoteName, exposed: string) {
  const key = `${remote}/${exposed}`;
  let module = modules.get(key);
  if (!module) {
    module = lazy(() => (loader ? loader(remote, exposed) : Promise.reject(new Error('No remote loader provided'))));
    modules.set(key, module);
  }
  return module;
}

class Contained extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface RemoteModuleProps {
  remote: RemoteName;
  /** The exposed module, without './': `HomePanel`. */
  exposed: string;
  /** Shown while it loads. */
  fallback?: ReactNode;
  /** Shown instead of it when it cannot be loaded; the rest of the page keeps working. */
  failed?: ReactNode;
}

/**
 * A module another remote exposes, rendered in this one without importing it: the shell's
 * federation runtime fetches it at run time, on first render only.
 */
export function RemoteModule({ remote, exposed, fallback = null, failed = null }: RemoteModuleProps) {
  // Cached per module, so a re-render or a remount does not fetch or suspend again.
  const [Module] = useState(() => lazyModule(remote, exposed));
  return (
    <Contained fallback={failed}>
      <Suspense fallback={fallback}>
        <Module />
      </Suspense>
    </Contained>
  );
}
