import { z } from 'zod';
import { countrySchema, idParamsSchema, idSchema, saveCountryInputSchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN, REGISTRATION, own } from './policy.js';

const TAG = 'Country';

/** A picture's public key (32 hexadecimal digits), or, in a signed address, the image's id. */
const pictureParamsSchema = z.object({ id: z.union([z.string().regex(/^[0-9a-f]{32}$/, 'Invalid id'), idSchema]) });
/** A signed address's expiry (seconds since 1970, UTC) and its HMAC-SHA256 in base64url. */
const pictureQuerySchema = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid signature')
    .optional(),
});

export const COUNTRY_CALLS = calls({
  readCountries: {
    method: 'GET',
    path: '/api/Country',
    summary:
      "Every country with its flag. A country's own registration deadline (null: the contest's) is given to Administrators and to that country's registrator only: for anyone else every registrationDeadline is null.",
    tag: TAG,
    response: z.array(countrySchema),
    policy: { access: 'public' },
  },
  readCountry: {
    method: 'GET',
    path: '/api/Country/:id',
    summary: "One country with its flag and its own registration deadline: a registrator's screens follow that deadline.",
    tag: TAG,
    params: idParamsSchema,
    response: countrySchema,
    // A registrator's screens read their own country's deadline; never another's.
    policy: { access: REGISTRATION, ...own('country', 'params.id') },
  },
  createCountry: {
    method: 'POST',
    path: '/api/Country',
    summary: 'Adds a country.',
    tag: TAG,
    body: saveCountryInputSchema,
    status: 201,
    response: countrySchema,
    policy: { access: ADMIN },
  },
  updateCountry: {
    method: 'PUT',
    path: '/api/Country/:id',
    summary:
      'Renames a country, changes its flag or its own registration deadline (If-Match: its version); answers its new version as ETag.',
    tag: TAG,
    params: idParamsSchema,
    body: saveCountryInputSchema,
    response: countrySchema,
    policy: { access: ADMIN },
  },
  deleteCountry: {
    method: 'DELETE',
    path: '/api/Country/:id',
    summary: 'Removes a country that nothing refers to.',
    tag: TAG,
    params: idParamsSchema,
    status: 204,
    policy: { access: ADMIN },
  },
  readPicture: {
    method: 'GET',
    path: '/api/Picture/:id',
    summary:
      "A stored picture (a flag, a photo, a logo). At its public address (a random key, replaced whenever the person's photo consent changes) it is cached for a year; at a signed address (the image's id with `expires` and `signature`, given only in logged-in answers) it is private, never stored, and refused once expired.",
    tag: 'Picture',
    params: pictureParamsSchema,
    query: pictureQuerySchema,
    produces: 'image/*',
    policy: { access: 'public' },
  },
});
