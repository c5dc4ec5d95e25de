/**
 * The federated apps. `name` is the folder, the URL segment under /remotes/ and the key in
 * /remotes.json; `scope` is the federation name (an identifier); `devPort` serves it in
 * `npm run dev`.
 */
export const REMOTES = [
  { name: 'public-site', scope: 'public_site', devPort: 3001 },
  { name: 'control-panel', scope: 'control_panel', devPort: 3004 },
  { name: 'guide', scope: 'guide', devPort: 3003 },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

export const SHELL_DEV_PORT = 3000;

export function isRemoteName(name: string): name is RemoteName {
  return REMOTES.some((remote) => remote.name === name);
}

/** The federation scope under which the shell registers a remote. */
export function scopeOf(name: RemoteName): string {
  return REMOTES.find((remote) => remote.name === name)!.scope;
}
