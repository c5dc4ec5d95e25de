/**
 * The picture an address opens, without its signature: two reads of one picture behind the login
 * may be signed in different hours (lib/picture-signature.ts), with different expiries.
 */
export const pictureOf = (address: string | null | undefined) => (address ? new URL(address, 'http://answer').pathname : address);
