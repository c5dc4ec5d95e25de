import type { Tx } from '../db/client.js';
import { images } from '../db/schema.js';
import { decodeImage } from './image.js';
import { publicPictureUrl } from './picture-url.js';

/**
 * Stores an uploaded base64 picture; null when none was sent. The checks (and any re-encoding)
 * are decodeImage's, so every upload goes through the same door; a bad picture is a 400 on
 * `field`, which also rolls back the transaction it is stored in.
 */
async function insertPicture(tx: Tx, base64: string | null | undefined, field: string) {
  if (!base64) return null;
  const image = await decodeImage(base64, field);
  const [row] = await tx.insert(images).values(image).returning({ id: images.id, publicKey: images.publicKey });
  return row!;
}

/** A person's picture or a flag: its id, which the records refer to. */
export async function storePicture(tx: Tx, base64: string | null | undefined, field: string): Promise<string | null> {
  return (await insertPicture(tx, base64, field))?.id ?? null;
}

/** A company's logo, public whatever happens: its public address, which the company keeps as its `imageUrl`. */
export async function storeLogo(tx: Tx, base64: string | null | undefined, field: string): Promise<string | null> {
  return publicPictureUrl((await insertPicture(tx, base64, field))?.publicKey ?? null);
}
