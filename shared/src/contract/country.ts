import { z } from 'zod';
import { countrySchema, idParamsSchema, saveCountryInputSchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ROUTES } from './routes.js';

const TAG = 'Country';

export const COUNTRY_CALLS = calls({
  readCountries: {
    ...ROUTES.readCountries,
    summary: "Every country with its flag and its own registration deadline (null: the contest's).",
    tag: TAG,
    response: z.array(countrySchema),
  },
  readCountry: {
    ...ROUTES.readCountry,
    summary: "One country with its flag and its own registration deadline: a registrator's screens follow that deadline.",
    tag: TAG,
    params: idParamsSchema,
    response: countrySchema,
  },
  createCountry: {
    ...ROUTES.createCountry,
    summary: 'Adds a country.',
    tag: TAG,
    body: saveCountryInputSchema,
    status: 201,
    response: countrySchema,
  },
  updateCountry: {
    ...ROUTES.updateCountry,
    summary: 'Renames a country, changes its flag or its own registration deadline (If-Match: its version); answers its new version as ETag.',
    tag: TAG,
    params: idParamsSchema,
    body: saveCountryInputSchema,
    response: countrySchema,
  },
  deleteCountry: {
    ...ROUTES.deleteCountry,
    summary: 'Removes a country that nothing refers to.',
    tag: TAG,
    params: idParamsSchema,
    status: 204,
  },
  readPicture: {
    ...ROUTES.readPicture,
    summary: 'A stored picture (a flag, a photo, a logo); it never changes, so it is cached for a year.',
    tag: 'Picture',
    params: idParamsSchema,
    produces: 'image/*',
  },
});
