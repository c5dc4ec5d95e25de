import { edition } from '@olympiad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/problem.js';
import type { CallHandlers } from '../calls.js';
import { badgeDocument } from './badge-document.js';
import { badgesDisposition } from './badge-file-name.js';
import { readBadgePeople } from './read-badge-people.js';

/** Name badges of the current edition's people, as a PDF streamed while it is drawn. */
export const badgeHandlers = (app: FastifyInstance): CallHandlers<'exportNameBadges'> => ({
  exportNameBadges: async (request, reply) => {
    const { year } = edition();
    const contest = await app.contest(year);
    if (!contest) throw notFound(`There is no contest for ${year}.`);
    const { layout, ...filter } = request.query;
    const people = await readBadgePeople(app.db, contest.id, filter);
    if (!people.length) throw notFound('Nobody of this edition matches the choice: there are no badges to print.');
    const document = badgeDocument(app.db, people, { layout, contestName: contest.shortName, title: `Name badges ${contest.shortName}` });
    return reply
      .type('application/pdf')
      .header('content-disposition', badgesDisposition(year, request.query, people[0]!.countryName))
      .send(document);
  },
});
