import multipart from '@fastify/multipart';
import { edition, MAX_CSV_BYTES, yearParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/problem.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { exportContestants } from './export-contestants.js';
import { importCredentials, importSeatings } from './import-contestant-files.js';
import { readCsvUpload } from './read-upload.js';

/** Contestant CSV files (docs/api-rules.md, Contestant CSV files): export of the contestants, import of credentials and seatings. */
export const contestantCsvRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Multipart only in this plugin's scope: no other route accepts form data.
  await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6 } });

  const contestIdOf = async (year: number) => {
    const contest = await app.contest(year);
    if (!contest) throw notFound(`There is no contest for ${year}.`);
    return contest.id;
  };

  app.get('/api/Contestant/export/info/csv', async (_request, reply) => {
    const { year } = edition();
    const csv = await exportContestants(app.db, await contestIdOf(year));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="contestants-${year}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post('/api/Contestant/import/creds/csv/:year', { schema: { params: yearParamsSchema } }, async (request) => {
    const contestId = await contestIdOf(request.params.year);
    return importCredentials(app.db, contestId, await readCsvUpload(request));
  });

  app.post('/api/Contestant/import/seatings/csv/:year', { schema: { params: yearParamsSchema } }, async (request) => {
    const contestId = await contestIdOf(request.params.year);
    return importSeatings(app.db, contestId, await readCsvUpload(request));
  });
};
