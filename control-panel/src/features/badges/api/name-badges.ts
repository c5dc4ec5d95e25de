import { API, edition } from '@olympiad/shared';
import { saveDownload } from '../../../components/save-download';
import type { BadgeQuery } from '../badge-choice';

/** The badges' PDF (GET /api/Badges) under the name the server gives it; answers that name. */
export const downloadBadges = (query: BadgeQuery): Promise<string> =>
  saveDownload(API.nameBadges(query), `badges-${edition().year}-${query.layout}.pdf`);
