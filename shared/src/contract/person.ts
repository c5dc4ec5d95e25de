import { z } from 'zod';
import {
  committeePersonSchema,
  consentStateSchema,
  contestIdQuerySchema,
  countryIdParamsSchema,
  idParamsSchema,
  idSchema,
  leaderSchema,
  personRoleCountryParamsSchema,
  peoplePageQuerySchema,
  peoplePageSchema,
  personDataSchema,
  personSchema,
  recordConsentInputSchema,
  savePersonInputSchema,
} from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN, DELEGATION_ONLY, GUESTS_ONLY, REGISTRATION, own, ownCountryIn, owns } from './policy.js';

const TAG = 'Person';

/** A committee person as the public sees them: no T-shirt size, travel data or contact details. */
const publicCommitteePersonSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  roles: z.array(z.string()),
  picturePath: z.string().nullable(),
  country: z.object({ name: z.string() }).nullable(),
});

export const PERSON_CALLS = calls({
  readPublicCommittee: {
    method: 'GET',
    path: '/api/Person/role/COMMITTEE',
    summary: 'The committee people as the public sees them (of one contest when contestId is given).',
    tag: TAG,
    query: contestIdQuerySchema,
    response: z.array(publicCommitteePersonSchema),
    policy: { access: 'public' },
  },
  readCountryLeaders: {
    method: 'GET',
    path: '/api/Person/leaders/country/:countryId',
    summary: "A country's leaders and deputies.",
    tag: TAG,
    params: countryIdParamsSchema,
    response: z.array(leaderSchema),
    policy: { access: REGISTRATION, ...own('country', 'params.countryId') },
  },
  readPeopleOfCountry: {
    method: 'GET',
    path: '/api/Person/role/:role/:x',
    summary: "The people of one role in a country (x: the country's id), of one contest when contestId is given.",
    tag: TAG,
    params: personRoleCountryParamsSchema,
    query: contestIdQuerySchema,
    response: z.array(personSchema),
    policy: { access: REGISTRATION, ...own('country', 'params.x'), ...DELEGATION_ONLY },
  },
  readPeople: {
    method: 'GET',
    path: '/api/Person',
    summary: 'Every person.',
    tag: TAG,
    response: z.array(personSchema),
    policy: { access: ADMIN },
  },
  readPeoplePage: {
    method: 'GET',
    path: '/api/Person/page',
    summary:
      "One page of every person in the arrivals desk's order (arrival location, arrival time, country), 25 a page unless pageSize says otherwise, with the count of every match and the arrival days present; filtered by arrivalDay and by the words of search (name, country, roles, locations).",
    tag: TAG,
    query: peoplePageQuerySchema,
    response: peoplePageSchema,
    policy: { access: ADMIN },
  },
  createPerson: {
    method: 'POST',
    path: '/api/Person',
    summary: 'Adds a person (a registrator: a guest of their own country).',
    tag: TAG,
    body: savePersonInputSchema,
    status: 201,
    response: personSchema,
    policy: { access: REGISTRATION, ...owns(ownCountryIn('body.countryId')), ...GUESTS_ONLY, window: 'guests' },
  },
  updatePerson: {
    method: 'PUT',
    path: '/api/Person/:id',
    summary: 'Changes a person (If-Match: its version); answers its new version as ETag.',
    tag: TAG,
    params: idParamsSchema,
    body: savePersonInputSchema,
    response: personSchema,
    policy: {
      access: REGISTRATION,
      ...owns({ kind: 'guest', at: 'params.id' }, ownCountryIn('body.countryId')),
      ...GUESTS_ONLY,
      window: 'guests',
    },
  },
  recordPublicConsent: {
    method: 'PUT',
    path: '/api/Person/:id/publicConsent',
    summary:
      "Records whether the public may see a person's photo and name (the teams list, the committee): `photo`, `name` or both, true (given) or false (withdrawn); a choice left out stays as recorded. Answers the consent in effect and, in `recorded`, what is recorded (null: no choice, the edition's default applies). Allowed whenever the person's country may be edited or not: consent can always be withdrawn.",
    tag: TAG,
    params: idParamsSchema,
    body: recordConsentInputSchema,
    response: consentStateSchema,
    // Consent can be withdrawn at any time: no window. The organisers' people are no country's (api/src/policy/owners.ts).
    policy: { access: REGISTRATION, ...own('person', 'params.id') },
  },
  exportPersonData: {
    method: 'GET',
    path: '/api/Person/:id/data',
    summary:
      'Everything the edition holds about one person, for a subject-access request: the person, their picture (base64), their leader, contestant, guide and committee records and the history of them, as an attachment (person-<name>.json). Contest passwords are left out.',
    tag: TAG,
    params: idParamsSchema,
    response: personDataSchema,
    policy: { access: ADMIN },
  },
  deletePerson: {
    method: 'DELETE',
    path: '/api/Person/:id',
    summary: 'Removes a person.',
    tag: TAG,
    params: idParamsSchema,
    status: 204,
    policy: { access: REGISTRATION, ...own('guest', 'params.id'), window: 'guests' },
  },
  readCommitteePeople: {
    method: 'GET',
    path: '/api/Person/committee',
    summary: "The current contest's committee people with every field and the committees they sit on.",
    tag: TAG,
    response: z.array(committeePersonSchema),
    policy: { access: ADMIN },
  },
});
