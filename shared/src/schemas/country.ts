import { z } from 'zod';
import { idSchema, instantSchema, optionalBase64ImageSchema, requiredText, versionSchema } from './common.js';

export const countrySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Base64 image content without the data-URL prefix, or null when the country has no flag. */
  flagImage: z.string().nullable(),
  /**
   * The country's own registration deadline (an instant), or null when the contest's
   * endOfRegistrationDate holds for it (registration-windows.ts, effectiveDeadline). The countries
   * list gives it only to Administrators and to the country's own registrator: null for the others.
   */
  registrationDeadline: z.string().nullable(),
  version: versionSchema,
});
export type Country = z.infer<typeof countrySchema>;

/**
 * createCountry and updateCountry. On an update a missing flagImage keeps the stored flag. registrationDeadline
 * (beyond the spec, which sends none): left out keeps the stored one (none on a create), null clears it.
 */
export const saveCountryInputSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(100),
  flagImage: optionalBase64ImageSchema,
  registrationDeadline: instantSchema.nullable().optional(),
});
