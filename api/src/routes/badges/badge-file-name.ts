import type { BadgesQuery, PersonRole } from '@olympiad/shared/schemas';
import { attachment, fileNamePart } from '../../lib/attachment.js';

/** A role's people as a file name says them. */
const ROLE_PEOPLE: Record<PersonRole, string> = {
  CONTESTANT: 'contestants',
  LEADER: 'leaders',
  GUIDE: 'guides',
  GUEST: 'guests',
  COMMITTEE: 'committee',
};

/**
 * The content-disposition of the badges' PDF, named after the choice, so that an organiser's
 * downloads tell one print run from another: `badges-2025-everyone-a6.pdf`,
 * `badges-2025-bulgaria-a4.pdf`, `badges-2025-contestants-a6.pdf`,
 * `badges-2025-bulgaria-guests-a6.pdf`. `countryName`: the chosen country's.
 */
export function badgesDisposition(year: number, { layout, countryId, role }: BadgesQuery, countryName: string | null): string {
  const country = countryId && countryName ? fileNamePart(countryName) : null;
  const name = (countryPart: string | null) => {
    const who = [countryPart, role ? ROLE_PEOPLE[role] : null].filter(Boolean);
    return `badges-${year}-${who.length ? who.join('-') : 'everyone'}-${layout}.pdf`;
  };
  // A country's name in another script: "country" for the clients that read only the plain name.
  return attachment(name(country), name(country && 'country'));
}
