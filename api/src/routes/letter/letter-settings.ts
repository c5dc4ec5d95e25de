import { DEFAULT_LETTER_BODY, type letterSettingsInputSchema, type LetterSettings } from '@olympiad/shared/schemas';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { images, letterSettings } from '../../db/schema.js';
import { pictureReference } from '../../lib/picture-url.js';
import { assertVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { storePicture } from '../../lib/store-picture.js';
import { readStoredLetterSettings, type StoredLetterSettings } from '../../letters/stored-letter-settings.js';

type SettingsInput = z.output<typeof letterSettingsInputSchema>;

/** The settings as an Administrator reads them: the default body while none is written, pictures by address. */
const settingsOf = (stored: StoredLetterSettings): LetterSettings => ({
  enabled: stored.enabled,
  signatoryName: stored.signatoryName,
  signatoryTitle: stored.signatoryTitle,
  organiserAddress: stored.organiserAddress,
  venue: stored.venue,
  body: stored.body || DEFAULT_LETTER_BODY,
  signaturePicture: pictureReference(stored.signatureImageId),
  logoPicture: pictureReference(stored.logoImageId),
  version: stored.version,
});

export async function readLetterSettings(db: Db, contestId: string): Promise<LetterSettings> {
  return settingsOf(await readStoredLetterSettings(db, contestId));
}

/** A picture's new id: a new upload stored, null removed, left out kept. */
async function pictureId(tx: Tx, sent: string | null | undefined, stored: string | null, field: string): Promise<string | null> {
  if (sent === undefined) return stored;
  return sent === null ? null : storePicture(tx, sent, field);
}

/**
 * Saves the contest's letter settings, creating their row on the first save (If-Match: their
 * version, 0 before it). A picture replaced or removed is deleted: nothing else refers to it.
 */
export function saveLetterSettings(db: Db, contestId: string, input: SettingsInput, expected: ExpectedVersions): Promise<LetterSettings> {
  return db.transaction(async (tx) => {
    const stored = await readStoredLetterSettings(tx, contestId, true);
    assertVersion(expected, stored.version);
    const { signatureImage, logoImage, version: _version, ...texts } = input;
    const values = {
      ...texts,
      signatureImageId: await pictureId(tx, signatureImage, stored.signatureImageId, 'signatureImage'),
      logoImageId: await pictureId(tx, logoImage, stored.logoImageId, 'logoImage'),
    };
    await tx
      .insert(letterSettings)
      .values({ contestId, ...values })
      .onConflictDoUpdate({
        target: letterSettings.contestId,
        set: { ...values, updatedAt: sql`now()`, version: sql`${letterSettings.version} + 1` },
      });
    const unused = [stored.signatureImageId, stored.logoImageId].filter(
      (id) => id !== null && id !== values.signatureImageId && id !== values.logoImageId,
    ) as string[];
    if (unused.length) await tx.delete(images).where(inArray(images.id, unused));
    return settingsOf(await readStoredLetterSettings(tx, contestId));
  });
}
