import { inArray, isNotNull } from 'drizzle-orm';
import { publicPictureUrl } from '../../lib/picture-url.js';
import type { Tx } from '../client.js';
import { companies, countries, images, letterSettings } from '../schema.js';

const IDS_PER_DELETE = 1000;

/**
 * Deletes every stored image but the countries' flags, the companies' logos and the letter
 * settings' signature and logo (the organisers', kept with the settings): the people's
 * pictures, and the earlier ones their uploads replaced (a new upload gets a new image and the old
 * one stays behind). To be run once no person refers to a picture any more. Answers how many went.
 */
export async function erasePictures(tx: Tx): Promise<number> {
  const flags = await tx.select({ id: countries.flagImageId }).from(countries).where(isNotNull(countries.flagImageId));
  const logos = await tx.select({ url: companies.imageUrl }).from(companies).where(isNotNull(companies.imageUrl));
  const [letters] = await tx.select({ signature: letterSettings.signatureImageId, logo: letterSettings.logoImageId }).from(letterSettings);
  const kept = new Set<string | null>([
    ...flags.map((flag) => flag.id),
    ...logos.map((logo) => logo.url),
    letters?.signature ?? null,
    letters?.logo ?? null,
  ]);
  const stored = await tx.select({ id: images.id, publicKey: images.publicKey }).from(images);
  const gone = stored.filter((image) => !kept.has(image.id) && !kept.has(publicPictureUrl(image.publicKey))).map((image) => image.id);
  for (let start = 0; start < gone.length; start += IDS_PER_DELETE) {
    await tx.delete(images).where(inArray(images.id, gone.slice(start, start + IDS_PER_DELETE)));
  }
  return gone.length;
}
