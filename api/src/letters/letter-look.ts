import { DEFAULT_LETTER_BODY } from '@olympiad/shared/schemas';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { images } from '../db/schema.js';
import type { LetterLook } from './draw-letters.js';
import type { StoredLetterSettings } from './stored-letter-settings.js';

/** A picture of the look: its bytes as stored, or none. */
type Picture = Buffer | null;

/**
 * How a contest's letters look: its settings with their stored pictures (one query), the default
 * body while none is written. `replaced` gives pictures to use instead of the stored ones (the
 * preview of settings not saved yet).
 */
export async function letterLook(
  db: Db | Tx,
  contestName: string,
  settings: StoredLetterSettings,
  replaced: { logo?: Picture; signature?: Picture } = {},
): Promise<LetterLook> {
  const wanted = [
    replaced.logo === undefined ? settings.logoImageId : null,
    replaced.signature === undefined ? settings.signatureImageId : null,
  ].filter((id) => id !== null);
  const stored = wanted.length ? await db.select({ id: images.id, data: images.data }).from(images).where(inArray(images.id, wanted)) : [];
  const pictureOf = (id: string | null) => stored.find((image) => image.id === id)?.data ?? null;
  return {
    contestName,
    signatoryName: settings.signatoryName,
    signatoryTitle: settings.signatoryTitle,
    organiserAddress: settings.organiserAddress,
    body: settings.body || DEFAULT_LETTER_BODY,
    logo: replaced.logo === undefined ? pictureOf(settings.logoImageId) : replaced.logo,
    signature: replaced.signature === undefined ? pictureOf(settings.signatureImageId) : replaced.signature,
  };
}
