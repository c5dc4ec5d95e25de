import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema.js';
import { notFound } from '../../lib/problem.js';

export async function readPicture(db: Db, id: string) {
  const [image] = await db.select().from(images).where(eq(images.id, id));
  if (!image) throw notFound('There is no picture with this id.');
  return image;
}
