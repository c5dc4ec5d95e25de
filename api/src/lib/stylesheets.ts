import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Every stylesheet the apps' builds wrote, as style elements for the page's head: the first frame
 * needs no request for its styles. Each carries its file's name as `data-href`, which is how the
 * apps' chunk loader (mini-css-extract) and the shell's federation runtime find a stylesheet
 * already in the page instead of fetching it. A file already written under the same name (chunk
 * names are alike across apps), or with the same content (a shared module's own chunk and its
 * fallback), is marked present without its rules again.
 */
export async function inlineStylesheets(dists: string[]): Promise<string> {
  const files = (
    await Promise.all(
      dists.map(async (dist) =>
        (await readdir(dist))
          .filter((name) => name.endsWith('.css'))
          .sort()
          .map((name) => ({ name, path: join(dist, name) })),
      ),
    )
  ).flat();
  const contents = await Promise.all(files.map(({ path }) => readFile(path, 'utf8')));
  const names = new Set<string>();
  const written = new Set<string>();
  let elements = '';
  files.forEach(({ name }, index) => {
    if (names.has(name)) return;
    names.add(name);
    const css = contents[index]!;
    // The build's own output: `</style` can only stand in a CSS string, where `<\/style` reads the same.
    elements += `<style data-href="${name}">${written.has(css) ? '' : css.replaceAll('</style', '<\\/style')}</style>`;
    written.add(css);
  });
  return elements;
}
