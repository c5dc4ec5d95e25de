import { edition, type Contest } from '@olympiad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/problem.js';

/** The current edition's contest, which every letter belongs to; 404 before it exists. */
export async function currentContest(app: FastifyInstance): Promise<Contest> {
  const { year } = edition();
  const contest = await app.contest(year);
  if (!contest) throw notFound(`There is no contest for ${year}.`);
  return contest;
}
