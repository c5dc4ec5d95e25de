import { idParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { readPicture } from './read-picture.js';

/** Stored images never change (a new upload gets a new id), so they are cached for a year. */
export const pictureRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/Picture/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const image = await readPicture(app.db, request.params.id);
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(image.data);
  });
};
