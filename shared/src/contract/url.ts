type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = Record<ParamNames<Path>, string | number>;

/** A Fastify path with its `:name` params filled, each encoded as a URL segment. */
export function pathOf<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

/** pathOf with a query string; undefined values are left out. */
export function urlOf<Path extends string>(
  path: Path,
  params: PathParams<Path>,
  query: Record<string, string | number | undefined> = {},
): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${pathOf(path, params)}?${search}` : pathOf(path, params);
}
