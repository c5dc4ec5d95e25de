import { z } from 'zod';
import { idSchema, optionalBase64ImageSchema, requiredText, versionSchema } from './common.js';

export const countrySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Base64 image content without the data-URL prefix, or null when the country has no flag. */
  flagImage: z.string().nullable(),
  version: versionSchema,
});
export type Country = z.infer<typeof countrySchema>;

/** POST/PUT api/Country. On PUT a missing flagImage keeps the stored flag. */
export const saveCountryInputSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(100),
  flagImage: optionalBase64ImageSchema,
});
export type SaveCountryInput = z.input<typeof saveCountryInputSchema>;
