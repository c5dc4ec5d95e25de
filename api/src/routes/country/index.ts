import { countryInputSchema, idParamsSchema, type Country } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, images } from '../../db/schema.js';
import { decodeImage } from '../../lib/image.js';
import { conflict, notFound } from '../../lib/problem.js';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/sql-state.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { sendCached } from '../../plugins/public-cache.js';

const DUPLICATE = 'A country with this name already exists.';

function selectCountries(db: Db | Tx) {
  return db
    .select({ id: countries.id, name: countries.name, flag: images.data })
    .from(countries)
    .leftJoin(images, eq(images.id, countries.flagImageId))
    .orderBy(asc(sql`lower(${countries.name})`));
}

const toCountry = (row: { id: string; name: string; flag: Buffer | null }): Country => ({
  id: row.id,
  name: row.name,
  flagImage: row.flag ? row.flag.toString('base64') : null,
});

async function assertUniqueName(db: Db | Tx, name: string, exceptId?: string) {
  const [same] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(sql`lower(${countries.name})`, name.toLowerCase()));
  if (same && same.id !== exceptId) throw conflict(DUPLICATE);
}

async function storeFlag(tx: Tx, base64: string | null): Promise<string | null> {
  if (!base64) return null;
  const image = decodeImage(base64, 'flagImage');
  const [row] = await tx.insert(images).values(image).returning({ id: images.id });
  return row!.id;
}

export const countryRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const readOne = async (db: Db | Tx, id: string) => {
    const [row] = await selectCountries(db).where(eq(countries.id, id));
    if (!row) throw notFound('There is no country with this id.');
    return toCountry(row);
  };

  app.get('/api/Country', async (request, reply) => {
    const read = await app.publicCache.read('countries', async () => (await selectCountries(app.db)).map(toCountry));
    return sendCached(request, reply, read);
  });

  app.post('/api/Country', { schema: { body: countryInputSchema } }, async (request, reply) => {
    const { name, flagImage } = request.body;
    const country = await app.db.transaction(async (tx) => {
      await assertUniqueName(tx, name);
      const flagImageId = await storeFlag(tx, flagImage);
      const [row] = await tx.insert(countries).values({ name, flagImageId }).returning({ id: countries.id });
      return readOne(tx, row!.id);
    });
    return reply.code(201).send(country);
  });

  app.put(
    '/api/Country/:id',
    { schema: { params: idParamsSchema, body: countryInputSchema } },
    async (request) => {
      const { id } = request.params;
      const { name, flagImage } = request.body;
      return app.db.transaction(async (tx) => {
        await readOne(tx, id);
        await assertUniqueName(tx, name, id);
        const flagImageId = await storeFlag(tx, flagImage);
        await tx
          .update(countries)
          .set(flagImageId ? { name, flagImageId } : { name })
          .where(eq(countries.id, id));
        return readOne(tx, id);
      });
    },
  );

  app.delete('/api/Country/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const deleted = await app.db
      .delete(countries)
      .where(eq(countries.id, request.params.id))
      .returning({ id: countries.id })
      .catch((error: unknown) => {
        throw sqlState(error) === FOREIGN_KEY_VIOLATION ? conflict('The country is in use by users, people or teams and cannot be deleted.') : error;
      });
    if (!deleted.length) throw notFound('There is no country with this id.');
    return reply.code(204).send();
  });
};
