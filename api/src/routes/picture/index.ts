import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';
import { readPictureById, readPublishedPicture } from './read-picture.js';

/**
 * A published picture never changes under its address (a new upload or a change of consent gives
 * a new one), so it is cached for a year; a signed one is its reader's alone and never stored.
 * Nothing is kept in memory here: an address whose key moved on answers 404 at once.
 */
export const pictureHandlers = (app: FastifyInstance): CallHandlers<'readPicture'> => ({
  readPicture: async (request, reply) => {
    const { id } = request.params;
    const { expires, signature } = request.query;
    const signed = expires !== undefined || signature !== undefined;
    if (signed) app.pictureAddresses.check(id, expires ?? 0, signature ?? '');
    const image = signed ? await readPictureById(app.db, id) : await readPublishedPicture(app.db, id);
    return reply
      .type(image.contentType)
      .header('cache-control', signed ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(image.data);
  },
});
