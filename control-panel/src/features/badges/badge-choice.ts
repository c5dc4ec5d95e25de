import { BADGE_ROLE_LABELS, MESSAGES, PERSON_ROLES, type BadgeLayout, type PersonRole } from '@olympiad/shared';

/** Whose badges: everyone of the edition, one country's people, or one role's. */
export type BadgePeople = 'all' | 'country' | 'role';

export interface BadgeForm {
  people: BadgePeople;
  countryId: string;
  role: PersonRole;
  layout: BadgeLayout;
}

/** What the server is asked for (exportNameBadges). */
export interface BadgeQuery {
  layout: BadgeLayout;
  countryId?: string;
  role?: PersonRole;
}

export const PEOPLE_CHOICES: { value: BadgePeople; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'country', label: 'One country' },
  { value: 'role', label: 'One role' },
];

export const LAYOUT_CHOICES: { value: BadgeLayout; label: string }[] = [
  { value: 'a6', label: 'A6, one badge a page' },
  { value: 'a4', label: 'A4, four badges a page with cut marks' },
];

export const ROLE_CHOICES = PERSON_ROLES.map((role) => ({ value: role, label: BADGE_ROLE_LABELS[role] }));

export const FIRST_BADGE_FORM: BadgeForm = { people: 'all', countryId: '', role: 'CONTESTANT', layout: 'a6' };

/** The query of a filled form, or the message of its one field that still needs a value (the country). */
export function badgeQueryOf(form: BadgeForm): { query: BadgeQuery } | { countryError: string } {
  if (form.people === 'country') {
    return form.countryId ? { query: { layout: form.layout, countryId: form.countryId } } : { countryError: MESSAGES.required };
  }
  if (form.people === 'role') return { query: { layout: form.layout, role: form.role } };
  return { query: { layout: form.layout } };
}
