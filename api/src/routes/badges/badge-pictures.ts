import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema.js';
import { storedImageAsJpeg } from '../../lib/image.js';

/**
 * The stored pictures of some badges as JPEG, by image id, read in one query and converted side by
 * side (sharp works on its own threads). A picture that cannot be decoded is left out: the badge
 * then shows the initials, and the other badges still print.
 */
export async function readBadgePictures(db: Db, ids: readonly string[]): Promise<Map<string, Buffer>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(images).where(inArray(images.id, wanted));
  const converted = await Promise.all(
    rows.map(async (row) => {
      try {
        return [row.id, await storedImageAsJpeg(row.data, row.contentType)] as const;
      } catch {
        return undefined;
      }
    }),
  );
  return new Map(converted.filter((entry) => entry !== undefined));
}
