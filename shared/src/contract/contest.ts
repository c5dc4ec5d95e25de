import { z } from 'zod';
import {
  availableEnumsSchema,
  committeeEditSchema,
  contestQuerySchema,
  contestSchema,
  idParamsSchema,
  saveCommitteesInputSchema,
  statisticsSchema,
  updateContestInputSchema,
} from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN } from './policy.js';

const TAG = 'Contest';

const publicCompanySchema = z.object({
  name: z.string(),
  imageUrl: z.string().nullable(),
  companyUrl: z.string().nullable(),
  additionalInformation: z.string().nullable(),
});

const publicCommitteeSchema = z.object({
  name: z.string(),
  members: z.array(
    z.object({
      role: z.string(),
      person: z.object({ fullName: z.string(), picturePath: z.string().nullable(), country: z.object({ name: z.string() }) }),
    }),
  ),
});

/**
 * The contest as anyone reads it: the shared contestSchema's fields, those the form's schema
 * trims and checks only shaped here (an answer is serialised, not validated again). A committee
 * member shows name, picture and country, nothing else.
 */
const publicContestSchema = contestSchema.extend({
  name: z.string(),
  shortName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  endOfRegistrationDate: z.string(),
  rules: z.string(),
  environmentDescription: z.string(),
  materialsUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  organizers: z.array(publicCompanySchema),
  partners: z.array(publicCompanySchema),
  patrons: z.array(publicCompanySchema),
  goldenSponsors: z.array(publicCompanySchema),
  silverSponsors: z.array(publicCompanySchema),
  bronzeSponsors: z.array(publicCompanySchema),
  committees: z.array(publicCommitteeSchema),
});

export const CONTEST_CALLS = calls({
  readContest: {
    method: 'GET',
    path: '/api/Contest',
    summary: "A year's contest, its companies and committees (the current year when none is given).",
    tag: TAG,
    query: contestQuerySchema,
    response: publicContestSchema,
    policy: { access: 'public' },
  },
  readEnumerations: {
    method: 'GET',
    path: '/api/Contest/availableEnums',
    summary: 'The closed lists: T-shirt sizes, operating systems, arrival locations, user and person roles.',
    tag: TAG,
    response: availableEnumsSchema,
    policy: { access: 'public' },
  },
  updateContest: {
    method: 'PUT',
    path: '/api/Contest/:id',
    summary: "Changes the contest's settings (If-Match: its version); answers the contest and its new version as ETag.",
    tag: TAG,
    params: idParamsSchema,
    body: updateContestInputSchema,
    response: publicContestSchema,
    policy: { access: ADMIN },
  },
  readStatistics: {
    method: 'GET',
    path: '/api/Contest/statistics',
    summary: "A year's counts of countries, contestants, people and T-shirts, and its guests.",
    tag: TAG,
    query: contestQuerySchema,
    response: statisticsSchema,
    policy: { access: ADMIN },
  },
  readCommittees: {
    method: 'GET',
    path: '/api/Contest/:id/committees',
    summary: "The contest's committees as the control panel edits them: members by person id.",
    tag: TAG,
    params: idParamsSchema,
    response: z.array(committeeEditSchema),
    policy: { access: ADMIN },
  },
  saveCommittees: {
    method: 'PUT',
    path: '/api/Contest/:id/committees',
    summary: "Replaces the contest's committees, in order.",
    tag: TAG,
    params: idParamsSchema,
    body: saveCommitteesInputSchema,
    response: z.array(committeeEditSchema),
    policy: { access: ADMIN },
  },
});
