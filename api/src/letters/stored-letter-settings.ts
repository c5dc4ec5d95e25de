import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { letterSettings } from '../db/schema.js';

export type StoredLetterSettings = Omit<typeof letterSettings.$inferSelect, 'id' | 'contestId' | 'updatedAt'>;

/** What a contest without saved settings has: letters off, nothing written yet, version 0. */
const NONE: StoredLetterSettings = {
  enabled: false,
  signatoryName: '',
  signatoryTitle: '',
  signatureImageId: null,
  logoImageId: null,
  organiserAddress: '',
  venue: '',
  body: '',
  version: 0,
};

/** A contest's letter settings as stored, or the defaults before the first save; `lock` holds the row for a save. */
export async function readStoredLetterSettings(db: Db | Tx, contestId: string, lock = false): Promise<StoredLetterSettings> {
  const query = db.select().from(letterSettings).where(eq(letterSettings.contestId, contestId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return NONE;
  const { id: _id, contestId: _contest, updatedAt: _updated, ...stored } = row;
  return stored;
}
