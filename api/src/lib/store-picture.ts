import type { Tx } from '../db/client.js';
import { images } from '../db/schema.js';
import { decodeImage } from './image.js';

/**
 * Stores an uploaded base64 picture and returns its id; null when none was sent. The checks (and
 * any re-encoding) are decodeImage's, so every upload goes through the same door; a bad picture
 * is a 400 on `field`, which also rolls back the transaction it is stored in.
 */
export async function storePicture(tx: Tx, base64: string | null | undefined, field: string): Promise<string | null> {
  if (!base64) return null;
  const image = await decodeImage(base64, field);
  const [row] = await tx.insert(images).values(image).returning({ id: images.id });
  return row!.id;
}
