import { z } from 'zod';
import { PERSON_ROLES, type PersonRole } from '../constants.js';
import { idSchema } from './common.js';

/** How name badges are printed: one A6 badge a page, or four on an A4 page with cut marks. */
export const BADGE_LAYOUTS = ['a6', 'a4'] as const;
export type BadgeLayout = (typeof BADGE_LAYOUTS)[number];

/** Which badges: everyone of the edition, narrowed to one country, one role, or both. */
export const badgesQuerySchema = z.object({
  layout: z.enum(BADGE_LAYOUTS).default('a6'),
  countryId: idSchema.optional(),
  role: z.enum(PERSON_ROLES).optional(),
});
export type BadgesQuery = z.infer<typeof badgesQuerySchema>;

/** A role as a badge prints it (a leader's deputy reads "Deputy Leader"), and as the badge form offers it. */
export const BADGE_ROLE_LABELS: Record<PersonRole, string> = {
  CONTESTANT: 'Contestant',
  LEADER: 'Leader',
  GUIDE: 'Guide',
  GUEST: 'Guest',
  COMMITTEE: 'Committee',
};
