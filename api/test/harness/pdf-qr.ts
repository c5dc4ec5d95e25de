import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);
/** jsqr is CommonJS: its function is the module's default export, which TypeScript types as the namespace. */
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/**
 * The text of the QR code printed on a page of a PDF (1-based), read as a phone would read it:
 * the page rasterised by poppler's pdftoppm (as .ci/run installs it) at 150 dpi, then decoded by
 * jsQR. Null when no code is found.
 */
export async function qrCodeOnPage(pdf: Buffer, page: number): Promise<string | null> {
  const folder = await mkdtemp(join(tmpdir(), 'letter-qr-'));
  try {
    await writeFile(join(folder, 'letter.pdf'), pdf);
    await run('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      join(folder, 'letter.pdf'),
      join(folder, 'page'),
    ]);
    const image = PNG.sync.read(await readFile(join(folder, 'page.png')));
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
