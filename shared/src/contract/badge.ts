import { badgesQuerySchema } from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN } from './policy.js';

/** Name badges to print for the people of the current edition. */
export const BADGE_CALLS = calls({
  exportNameBadges: {
    method: 'GET',
    path: '/api/Badges',
    summary:
      "The current edition's name badges as a PDF: one A6 badge a page (layout=a6) or four on an A4 page with cut marks (layout=a4); everyone, or one country's (countryId), or one role's (role). The content-disposition names the file after the choice: badges-2025-everyone-a6.pdf, badges-2025-bulgaria-a4.pdf, badges-2025-contestants-a6.pdf.",
    tag: 'Badge',
    query: badgesQuerySchema,
    produces: 'application/pdf',
    policy: { access: ADMIN },
  },
});
