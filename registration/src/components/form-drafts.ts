import { DRAFT_KEY_PREFIX } from '@olympiad/shared';

/**
 * Drafts of long forms kept in this browser (localStorage), one per user and form, so that a
 * reload or a failed submit on hotel Wi-Fi loses nothing typed. Under shared's prefix, so that a
 * logout (or a 401) removes them: a shared venue computer keeps no one's names or birth dates.
 */
/**
 * Pictures in forms are already shrunk to the display size (a few kB of base64); anything larger
 * (a browser that could not shrink it) is left out of the draft rather than filling the storage.
 */
export const MAX_DRAFT_PICTURE_CHARS = 200_000;

export interface Draft<T> {
  savedAt: string;
  values: T;
}

export function draftKey(form: string, userId: string): string {
  return `${DRAFT_KEY_PREFIX}:${userId}:${form}`;
}

/** A copy without any picture larger than the display size. */
export function withoutLargePictures<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutLargePictures) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'picture' && typeof inner === 'string' && inner.length > MAX_DRAFT_PICTURE_CHARS ? null : withoutLargePictures(inner),
    ]),
  ) as T;
}

export const formDrafts = {
  read<T>(key: string): Draft<T> | null {
    try {
      const stored = localStorage.getItem(key);
      return stored ? (JSON.parse(stored) as Draft<T>) : null;
    } catch {
      return null;
    }
  },
  write<T>(key: string, values: T, now = new Date()): void {
    const draft: Draft<T> = { savedAt: now.toISOString(), values: withoutLargePictures(values) };
    try {
      localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // A full storage must not break the form: the draft is a convenience, the form goes on.
    }
  },
  drop(key: string): void {
    localStorage.removeItem(key);
  },
};
