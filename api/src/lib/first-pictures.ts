import type { FastifyInstance } from 'fastify';

/** The pictures a drawn screen asks for first (fetchPriority high), as its markup has them. */
const FIRST_PICTURES = /(<img src=")([^"]+)("[^>]*fetchPriority="high")/g;
/** How many of them are likely in the first screen of a phone. */
const FIRST_SCREEN = 2;
/**
 * A stored photo is at most 300×380 WebP (lib/image.ts), some 10–40 kB: carried in the page it
 * costs less than a request of its own. A bigger picture keeps its address.
 */
const MAX_CARRIED_BYTES = 48 * 1024;
/** A signed address (plugins/picture-addresses.ts): the reader's alone and never cached, so carrying it loses no cache. */
const SIGNED_PICTURE = /^\/api\/Picture\/[^?"]+\?expires=\d+&amp;signature=[^"&]+$/;

const unescapeAmpersands = (src: string) => src.replace(/&amp;/g, '&');

/**
 * A drawn screen behind the login with its first signed picture carried in the page as a data
 * URL, and the head that asks for the next first pictures. Measured (Edit Team, its leader's
 * photo): a picture fetched beside the page arrives while the page is being parsed and is painted
 * a frame after the rest, or later; one in the page is decoded as it is parsed and painted with
 * the first frame. The picture is read through the api with the session's token, so its address
 * is checked as the browser's request would be. React keeps the carried data URL when it takes
 * the page over, and replaces it only with another picture.
 */
export async function withFirstPictures(app: FastifyInstance, markup: string, token: string) {
  const first = [...markup.matchAll(FIRST_PICTURES)].slice(0, FIRST_SCREEN);
  let carried = false;
  let drawn = markup;
  const preloads: string[] = [];
  for (const [img, open, src, rest] of first) {
    const dataUrl = !carried && SIGNED_PICTURE.test(src!) ? await pictureAsDataUrl(app, unescapeAmpersands(src!), token) : null;
    if (dataUrl) {
      carried = true;
      drawn = drawn.replace(img, () => `${open}${dataUrl}${rest}`);
    } else preloads.push(`<link rel="preload" as="image" href="${src}" fetchpriority="high">`);
  }
  return { markup: drawn, head: preloads.join('') };
}

async function pictureAsDataUrl(app: FastifyInstance, url: string, token: string) {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200 || response.rawPayload.length > MAX_CARRIED_BYTES) return null;
  return `data:${response.headers['content-type']};base64,${response.rawPayload.toString('base64')}`;
}
