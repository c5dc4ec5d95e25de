import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';
import { readPicture } from './read-picture.js';

/** Stored images never change (a new upload gets a new id), so they are cached for a year. */
export const pictureHandlers = (app: FastifyInstance): CallHandlers<'readPicture'> => ({
  readPicture: async (request, reply) => {
    const image = await readPicture(app.db, request.params.id);
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(image.data);
  },
});
