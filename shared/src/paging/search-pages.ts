/** Rows per page of a long list: a phone screen or two of a table. */
export const PAGE_SIZE = 25;

/** Lower case without accents, so "sao" finds "São Tomé". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** True when the text holds every word of the query (in any order); an empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(text);
  return words.every((word) => haystack.includes(word));
}

export interface SearchPage<T> {
  /** Every item that matches the query, in the list's order. */
  matches: readonly T[];
  /** The items of the shown page. */
  pageItems: readonly T[];
  /** The shown page, from 1; a page past the end (the list got shorter) shows the last one. */
  page: number;
  /** At least 1, so an empty result still reads "Page 1 of 1". */
  pageCount: number;
  /** Where the shown page starts in `matches`. */
  first: number;
}

/** The items matching a query, cut into pages of `pageSize`, and the asked page of them. */
export function searchPage<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string,
  page: number,
  pageSize: number = PAGE_SIZE,
): SearchPage<T> {
  const matches = query.trim() ? items.filter((item) => matchesQuery(textOf(item), query)) : items;
  const pageCount = Math.max(1, Math.ceil(matches.length / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const first = (shown - 1) * pageSize;
  return { matches, pageItems: matches.slice(first, first + pageSize), page: shown, pageCount, first };
}
