import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../lib/contract-answer.js';
import { notFound } from '../../lib/problem.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CallHandlers } from '../calls.js';
import { readPublicCommittee } from './read-committee.js';
import { readCountryLeaders } from '../leader/read-leaders.js';
import { readPeople, readPeopleOfCountry } from './read-people.js';
import { readPeoplePage } from './read-people-page.js';
import { createPerson, deletePerson, updatePersonById } from './save-person.js';
import { readCommitteePeople } from './read-committee-people.js';
import { recordPublicConsent } from './record-public-consent.js';
import { personDataFileName, readPersonData } from './read-person-data.js';

export const personHandlers = (
  app: FastifyInstance,
): CallHandlers<
  | 'readPublicCommittee'
  | 'readCountryLeaders'
  | 'readPeopleOfCountry'
  | 'readPeople'
  | 'readPeoplePage'
  | 'createPerson'
  | 'updatePerson'
  | 'deletePerson'
  | 'recordPublicConsent'
  | 'readCommitteePeople'
  | 'exportPersonData'
> => ({
  // A static route: it wins over the role routes for other roles, which are not public.
  readPublicCommittee: async (request, reply) => {
    const { contestId } = request.query;
    const read = await app.publicCache.read(`committee:${contestId ?? ''}`, async () =>
      answerOf('readPublicCommittee', await readPublicCommittee(app.db, contestId)),
    );
    return sendCached(request, reply, read);
  },

  readCountryLeaders: async (request) => readCountryLeaders(app.db, request.params.countryId),

  readPeopleOfCountry: async (request) => readPeopleOfCountry(app.db, request.params.role, request.params.x, request.query.contestId),

  readPeople: async () => readPeople(app.db),

  readPeoplePage: async (request) => readPeoplePage(app.db, request.query),

  // A registrator's guest: the access plugin has put their country into body.countryId and
  // refused any role but GUEST.
  createPerson: async (request, reply) => reply.code(201).send(await createPerson(app.db, request.body)),

  updatePerson: async (request, reply) =>
    withVersionTag(reply, await updatePersonById(app.db, request.params.id, request.body, ifMatch(request))),

  recordPublicConsent: async (request) => recordPublicConsent(app.db, request.params.id, request.body),

  deletePerson: async (request, reply) => {
    await deletePerson(app.db, request.params.id);
    return reply.code(204).send();
  },

  readCommitteePeople: async () => {
    const contest = await app.contest();
    if (!contest) throw notFound('There is no current contest.');
    return readCommitteePeople(app.db, contest.id);
  },

  exportPersonData: async (request, reply) => {
    const data = await readPersonData(app.db, request.params.id);
    return reply
      .header('content-disposition', `attachment; filename="${personDataFileName(data.person.fullName, data.person.id)}"`)
      .header('cache-control', 'no-store')
      .send(data);
  },
});
