import { randomBytes } from 'node:crypto';

/**
 * Crockford's base 32 in lower case: no i, l, o or u, so a code typed from paper cannot be misread
 * (0 and 1 have no letter to be taken for).
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 20;

/**
 * A letter's verification code: 20 characters of 32, 100 random bits, never derived from the
 * person, so it can neither be guessed nor enumerated. 256 is a multiple of 32: each byte's low
 * five bits are uniform.
 */
export const letterCode = (): string => [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');

/** What a code letterCode makes looks like. */
export const LETTER_CODE = /^[0-9a-hjkmnp-tv-z]{20}$/;

/** Where a letter's QR code and printed address lead (plugins/letter-verification.ts answers there). */
export const VERIFY_PATH = '/verify/';

/** The address a letter's QR code and text give: the public address's /verify/<code>. */
export const verifyUrl = (publicUrl: string, code: string): string => new URL(`${VERIFY_PATH}${code}`, `${publicUrl}/`).toString();
