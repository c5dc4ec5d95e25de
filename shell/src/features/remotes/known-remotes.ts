import { isRemoteName, type RemoteName } from '@olympiad/shared/routes';

export type RemotesJson = Partial<Record<RemoteName, string>>;

/**
 * The entries of remotes.json this shell knows. An operator's extra or misspelt entry is
 * reported and skipped, so it cannot keep the other remotes from loading.
 */
export function knownRemotes(entries: Record<string, unknown>): RemotesJson {
  const known: RemotesJson = {};
  for (const [name, entry] of Object.entries(entries)) {
    if (isRemoteName(name) && typeof entry === 'string') known[name] = entry;
    else console.warn(`remotes.json: ignoring "${name}", which is not a remote this shell knows`);
  }
  return known;
}
