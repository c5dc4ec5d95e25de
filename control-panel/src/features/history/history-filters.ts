import { HISTORY_ENTITIES, type HistoryEntity } from '@olympiad/shared';
import type { HistoryQuery } from '@olympiad/shared/schemas';

/** The filters the section keeps in its address, so that a team's History link opens it filtered. */
const FILTER_KEYS = ['userId', 'entity', 'countryId', 'teamId', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const isEntity = (value: string): value is HistoryEntity => (HISTORY_ENTITIES as readonly string[]).includes(value);

/** readHistory's query from the address's search part: empty filters left out, page 1 by default. */
export function historyQueryOf(search: URLSearchParams): Partial<HistoryQuery> {
  const query: Partial<HistoryQuery> = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (!value) continue;
    if (key === 'entity') {
      if (isEntity(value)) query.entity = value;
    } else query[key] = value;
  }
  const page = Number(search.get('page'));
  query.page = Number.isInteger(page) && page > 1 ? page : 1;
  return query;
}

/** The search part with one filter changed: back to the first page, an empty value removed. */
export function withFilter(search: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete('page');
  return next;
}

/** How many pages `total` entries take, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
