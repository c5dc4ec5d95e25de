import type { PeoplePageQuery } from '@olympiad/shared/schemas';

/** What the screen asks readPeoplePage for: a page, and the filters only when set (one address, one cache entry, per choice). */
export function peopleQuery(page: number, arrivalDay: string, search: string): Partial<PeoplePageQuery> {
  const words = search.trim().replace(/\s+/g, ' ');
  return { page, ...(arrivalDay && { arrivalDay }), ...(words && { search: words }) };
}

/** How many pages `total` people take, at least one, so an empty list still reads "Page 1 of 1". */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
