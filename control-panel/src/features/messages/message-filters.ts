import { MESSAGE_STATUSES, type MessageStatus } from '@olympiad/shared';
import type { MessageQuery } from '@olympiad/shared/schemas';

const isStatus = (value: string): value is MessageStatus => (MESSAGE_STATUSES as readonly string[]).includes(value);

/** readMessages' query from the address's search part: a known status or none, page 1 by default. */
export function messageQueryOf(search: URLSearchParams): Partial<MessageQuery> {
  const query: Partial<MessageQuery> = {};
  const status = search.get('status');
  if (status && isStatus(status)) query.status = status;
  const page = Number(search.get('page'));
  query.page = Number.isInteger(page) && page > 1 ? page : 1;
  return query;
}

/** The search part with another status (empty: all), back on the first page. */
export function withStatus(search: URLSearchParams, status: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (status) next.set('status', status);
  else next.delete('status');
  next.delete('page');
  return next;
}

/** The search part on another page. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('page', String(page));
  return next;
}

/** How many pages `total` messages take, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
