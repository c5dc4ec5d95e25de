import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Every stylesheet an app's build wrote, as style elements for the page's head: the first frame
 * needs no request for its styles. Each carries the file's name as `data-href`, which is how the
 * apps' chunk loader (mini-css-extract) finds a stylesheet already in the page instead of fetching
 * it. A file with the same content as one already written (a shared module's own chunk and its
 * fallback) is marked present without its rules again.
 */
export async function inlineStylesheets(dist: string, written = new Set<string>()): Promise<string> {
  const files = (await readdir(dist)).filter((file) => file.endsWith('.css')).sort();
  const contents = await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')));
  return files
    .map((file, index) => {
      const css = contents[index]!;
      const rules = written.has(css) ? '' : css;
      written.add(css);
      // A stylesheet is the build's own output: `</style` cannot occur in it but in a string, escaped.
      return `<style data-href="${file}">${rules.replaceAll('</style', '<\\/style')}</style>`;
    })
    .join('');
}
