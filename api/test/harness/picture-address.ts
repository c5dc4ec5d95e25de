import { CONTRACT, pathOf } from '@olympiad/shared/contract';

/**
 * The picture an address opens, without its signature: two reads of one picture behind the login
 * may be signed in different hours (lib/picture-signature.ts), with different expiries.
 */
export const pictureOf = (address: string | null | undefined) => (address ? new URL(address, 'http://answer').pathname : address);

/** Where every picture address starts: readPicture's path up to its id. */
const PICTURE_PREFIX = pathOf(CONTRACT.readPicture.path, { id: '' });

/** A picture address whose id and query `rest` matches (a regular expression's source), or any with none. */
export const pictureAddress = (rest = '') => new RegExp(`^${PICTURE_PREFIX.replaceAll('/', '\\/')}${rest}`);
