import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema.js';
import { notFound } from '../../lib/problem.js';

const NO_PICTURE = 'There is no picture at this address.';

/** The picture published under `publicKey`; 404 once its key has moved on (a withdrawn consent). */
export async function readPublishedPicture(db: Db, publicKey: string) {
  const [image] = await db
    .select({ contentType: images.contentType, data: images.data })
    .from(images)
    .where(eq(images.publicKey, publicKey));
  if (!image) throw notFound(NO_PICTURE);
  return image;
}

/** A picture by its id, for a signed address (checked before this is read). */
export async function readPictureById(db: Db, id: string) {
  const [image] = await db.select({ contentType: images.contentType, data: images.data }).from(images).where(eq(images.id, id));
  if (!image) throw notFound(NO_PICTURE);
  return image;
}
