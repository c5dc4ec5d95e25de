import { edition } from '@olympiad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/problem.js';
import type { CallHandlers } from '../calls.js';
import { exportContestants } from './export-contestants.js';
import { importCredentials, importSeatings } from './import-contestant-files.js';
import { readCsvUpload } from './read-upload.js';

/** Contestant CSV files (docs/api-rules.md, Contestant CSV files): export of the contestants, import of credentials and seatings. */
export const contestantCsvHandlers = (app: FastifyInstance): CallHandlers<'exportContestants' | 'importCredentials' | 'importSeatings'> => {
  const contestIdOf = async (year: number) => {
    const contest = await app.contest(year);
    if (!contest) throw notFound(`There is no contest for ${year}.`);
    return contest.id;
  };

  return {
    exportContestants: async (_request, reply) => {
      const { year } = edition();
      const csv = await exportContestants(app.db, await contestIdOf(year));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contestants-${year}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },

    importCredentials: async (request) => {
      const contestId = await contestIdOf(request.params.year);
      return importCredentials(app.db, contestId, await readCsvUpload(request));
    },

    importSeatings: async (request) => {
      const contestId = await contestIdOf(request.params.year);
      return importSeatings(app.db, contestId, await readCsvUpload(request));
    },
  };
};
