import { REMOTES } from './remotes.mjs';

export { REMOTES };

export type RemoteName = 'public-site' | 'control-panel';

/** The routes each remote renders; the shell loads a remote only when one of them is visited. */
export const REMOTE_ROUTES: Record<RemoteName, readonly string[]> = {
  'public-site': [
    '/',
    '/organizers',
    '/patrons',
    '/sponsors',
    '/information/rules',
    '/information/environment',
    '/commitees',
    '/schedule',
    '/teams',
    '/listTeams',
  ],
  'control-panel': ['/controlPanel/*'],
};

/** The federation scope under which the shell registers a remote. */
export function scopeOf(name: RemoteName): string {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return remote.scope;
}
