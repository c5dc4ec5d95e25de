import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../lib/contract-answer.js';
import { notFound } from '../../lib/problem.js';
import { publicContestKey, readPublicContest } from '../../lib/public-contest.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CallHandlers } from '../calls.js';
import { readCommittees, saveCommittees } from './committees.js';
import { readStatistics } from './read-statistics.js';
import { updateContest } from './update-contest.js';

export const contestHandlers = (
  app: FastifyInstance,
): CallHandlers<'readContest' | 'readEnumerations' | 'updateContest' | 'readStatistics' | 'readCommittees' | 'saveCommittees'> => ({
  readContest: async (request, reply) => {
    const { year } = request.query;
    const read = await app.publicCache.read(publicContestKey(year), async () => {
      const contest = await readPublicContest(app.db, year);
      return contest && answerOf('readContest', contest);
    });
    if (!read.value) throw notFound(`There is no contest for ${year}.`);
    return sendCached(request, reply, read);
  },

  readEnumerations: async (request, reply) => sendCached(request, reply, await app.enumerations()),

  updateContest: async (request, reply) => {
    const year = await updateContest(app.db, app.notices, request.params.id, request.body, ifMatch(request));
    const contest = await readPublicContest(app.db, year);
    return contest && withVersionTag(reply, contest);
  },

  readStatistics: async (request) => readStatistics(app.db, request.query.year),

  readCommittees: async (request) => readCommittees(app.db, request.params.id),

  saveCommittees: async (request) => saveCommittees(app.db, request.params.id, request.body),
});
