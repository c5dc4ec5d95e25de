import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTRACT, pathOf, urlOf } from '@olympiad/shared/contract';

/**
 * Signed addresses are minted per hour and hold until the end of the next one (1 to 2 hours): an
 * answer that carries them can be kept for its hour, and a screen left open keeps its pictures
 * until its next read, while an address copied out of a session soon opens nothing.
 */
const PERIOD_MS = 60 * 60 * 1000;

const PREFIX = pathOf(CONTRACT.readPicture.path, { id: '' });
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key of picture signatures, derived from the secret every instance shares (JWT_SECRET or the
 * one kept in the database), so any instance checks what another signed, and no token signature
 * can ever pass for a picture's or the other way round.
 */
export const pictureSigningKey = (secret: string): Buffer => createHmac('sha256', secret).update('olympiad picture addresses').digest();

/** The hour an address minted at `now` (ms) belongs to. */
export const signingPeriod = (now: number) => Math.floor(now / PERIOD_MS);

/** When an address minted at `now` (ms) stops opening its picture, in seconds since 1970. */
export const expiryOf = (now: number) => ((signingPeriod(now) + 2) * PERIOD_MS) / 1000;

const signatureOf = (key: Buffer, imageId: string, expires: number) =>
  createHmac('sha256', key).update(`${imageId}.${expires}`).digest('base64url');

/** The address that opens image `imageId` to whoever holds it until `expires` (s). */
export const signedPictureUrl = (key: Buffer, imageId: string, expires: number) =>
  urlOf(CONTRACT.readPicture.path, { id: imageId }, { expires, signature: signatureOf(key, imageId, expires) });

export type SignatureCheck = 'valid' | 'expired' | 'forged';

export function checkPictureSignature(key: Buffer, imageId: string, expires: number, signature: string, now: number): SignatureCheck {
  const expected = Buffer.from(signatureOf(key, imageId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return expires * 1000 > now ? 'valid' : 'expired';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * The fields of the answers that name a picture behind the login: a person's (the contract's
 * `picturePath`), and the letter settings' signature and logo.
 */
const PICTURE_FIELDS: ReadonlySet<string> = new Set(['picturePath', 'signaturePicture', 'logoPicture']);

/**
 * `answer` with the picture reference (lib/picture-url.ts) of each picture field in it turned into
 * an address signed until `expires`; any other text is left as it is, even one that looks like a
 * reference (a company's imageUrl, an old value in the history). What holds none is answered as it
 * is, never copied; what holds some is copied, so a value kept elsewhere (a cache) never changes.
 */
export function signPictureReferences<T>(answer: T, key: Buffer, expires: number): T {
  const sign = (value: unknown) => {
    const imageId = typeof value === 'string' && value.startsWith(PREFIX) ? value.slice(PREFIX.length) : '';
    return IMAGE_ID.test(imageId) ? signedPictureUrl(key, imageId, expires) : value;
  };
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(visit);
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    if (isPlainObject(value)) {
      const entries = Object.entries(value).map(([name, item]) => [name, PICTURE_FIELDS.has(name) ? sign(item) : visit(item)] as const);
      return entries.some(([name, item]) => item !== value[name]) ? Object.fromEntries(entries) : value;
    }
    return value;
  };
  return visit(answer) as T;
}
