import type { FastifyInstance } from 'fastify';
import { ofCountry } from '../../letters/letter-people.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import type { CallHandlers } from '../calls.js';
import { currentContest } from '../letter/current-contest.js';
import { readGuidedStay } from './read-guided-stay.js';
import { readKitchen } from './read-kitchen.js';
import { saveHealthDetails, withdrawHealthConsent } from './save-health-details.js';
import { saveStayDetails } from './save-stay-details.js';
import { readStayPeople, roomsPublished, stayPersonOf } from './stay-people.js';

/** Room requests, emergency contacts, diet and health, and the kitchen's list (docs/api-rules.md, Travel and stay). */
export const stayHandlers = (
  app: FastifyInstance,
): CallHandlers<
  'readDelegationStay' | 'saveStayDetails' | 'saveHealthDetails' | 'withdrawHealthConsent' | 'readGuidedStay' | 'readKitchen'
> => ({
  readDelegationStay: async (request) => {
    const contest = await currentContest(app);
    const [people, published] = await Promise.all([
      readStayPeople(app.db, contest.id, ofCountry(request.params.countryId)),
      roomsPublished(app.db, contest.id),
    ]);
    return { roomsPublished: published, people: people.map(stayPersonOf) };
  },

  saveStayDetails: async (request, reply) => {
    const contest = await currentContest(app);
    return withVersionTag(reply, await saveStayDetails(app.db, contest.id, request.params.id, request.body, ifMatch(request)));
  },

  saveHealthDetails: async (request, reply) => {
    const contest = await currentContest(app);
    const person = await saveHealthDetails(app.db, contest.id, request.params.id, request.body, ifMatch(request), request.user!);
    // The ETag is the health's version, which the next save of it sends back.
    withVersionTag(reply, { version: person.health!.version });
    return person;
  },

  withdrawHealthConsent: async (request) => withdrawHealthConsent(app.db, (await currentContest(app)).id, request.params.id),

  readGuidedStay: async (request) => readGuidedStay(app.db, (await currentContest(app)).id, request.user!),

  readKitchen: async () => readKitchen(app.db, (await currentContest(app)).id),
});
