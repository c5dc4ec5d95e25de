import fp from 'fastify-plugin';
import { checkPictureSignature, expiryOf, pictureSigningKey, signPictureReferences } from '../lib/picture-signature.js';
import { forbidden } from '../lib/problem.js';

export interface PictureAddresses {
  /** `answer` with its picture references signed for a reader at `now` (ms). */
  sign<T>(answer: T, now: number): T;
  /** Refuses (403) an address this server did not sign for `imageId`, or one that has expired. */
  check(imageId: string, expires: number, signature: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pictureAddresses: PictureAddresses;
  }
}

export interface PictureAddressesOptions {
  /** The secret every instance shares: the JWT secret. */
  secret: string;
}

/**
 * Pictures behind the login. An `<img>` sends no bearer token, so a logged-in answer names each
 * picture by an address signed for a limited time (lib/picture-signature.ts). Every answer of a
 * route whose policy is not public went to a reader it let in, so it is signed here on
 * its way out: a read added later shows its pictures without a line of its own, and no public
 * read ever carries one. Public reads name public addresses only (lib/picture-url.ts).
 */
export const pictureAddressesPlugin = fp<PictureAddressesOptions>(
  async (app, options) => {
    const key = pictureSigningKey(options.secret);
    const sign = <T>(answer: T, now: number) => signPictureReferences(answer, key, expiryOf(now));
    app.decorate<PictureAddresses>('pictureAddresses', {
      sign,
      check: (imageId, expires, signature) => {
        const check = checkPictureSignature(key, imageId, expires, signature, Date.now());
        if (check === 'expired') throw forbidden("This picture's address has expired: load the page again.");
        if (check === 'forged') throw forbidden("This picture's address is not valid.");
      },
    });
    app.addHook('preSerialization', async (request, _reply, payload) => {
      const policy = request.routeOptions.config.policy;
      return policy && policy.access !== 'public' ? sign(payload, Date.now()) : payload;
    });
  },
  { name: 'picture-addresses', dependencies: ['access'] },
);
