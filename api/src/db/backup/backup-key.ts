import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret every backup is signed with (BACKUP_KEY, or DATA_DIR/backup-key), kept by the
 * operator and never written into a backup: a file changed by anyone without it fails its
 * HMAC-SHA-256 and is refused before anything is restored.
 */
export interface BackupKey {
  /** Names the key without revealing it, so that a refusal can say a file needs another key. */
  id: string;
  /** The digest of content, as 64 hex digits. */
  sign(content: Buffer | string): string;
  verifies(content: Buffer, digest: string): boolean;
}

/** What the key's id is the digest of: no backup starts with it, so no file's digest is the id. */
const KEY_ID_CONTENT = 'olympiad backup key id';

export function backupKey(secret: string): BackupKey {
  const digest = (content: Buffer | string) => createHmac('sha256', secret).update(content).digest();
  return {
    id: digest(KEY_ID_CONTENT).toString('hex').slice(0, 16),
    sign: (content) => digest(content).toString('hex'),
    verifies: (content, given) => {
      const expected = digest(content);
      const actual = Buffer.from(given, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
