import { z } from 'zod';
import { countrySchema, idParamsSchema, saveCountryInputSchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ROUTES } from './routes.js';

const TAG = 'Country';

export const COUNTRY_CALLS = calls({
  readCountries: {
    ...ROUTES.readCountries,
    summary: 'Every country with its flag.',
    tag: TAG,
    response: z.array(countrySchema),
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
    summary: 'Renames a country or changes its flag (If-Match: its version); answers its new version as ETag.',
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
