import { CONTRACT, pathOf } from '@olympiad/shared/contract';

/**
 * A picture's public address (readPicture), or null without one: its public key, which the
 * database replaces whenever the person's photo consent in effect may have changed (migration
 * 0011). Only a public read of a picture the public may see, a flag or a logo names it.
 */
export const publicPictureUrl = (publicKey: string | null) => (publicKey ? pathOf(CONTRACT.readPicture.path, { id: publicKey }) : null);

/**
 * How a logged-in answer's `picturePath` names a person's picture until it is sent: by the image's
 * id, which opens nothing by itself. plugins/picture-addresses.ts signs it for the reader on the
 * way out.
 */
export const pictureReference = (imageId: string | null) => (imageId ? pathOf(CONTRACT.readPicture.path, { id: imageId }) : null);
