import { z } from 'zod';
import { BADGE_LAYOUTS, PERSON_ROLES } from '../constants.js';
import { idSchema } from './common.js';

/** Which badges: everyone of the edition, narrowed to one country, one role, or both. */
export const badgesQuerySchema = z.object({
  layout: z.enum(BADGE_LAYOUTS).default('a6'),
  countryId: idSchema.optional(),
  role: z.enum(PERSON_ROLES).optional(),
});
export type BadgesQuery = z.infer<typeof badgesQuerySchema>;
