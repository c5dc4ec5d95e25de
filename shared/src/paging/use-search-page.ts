import { useMemo, useState } from 'react';
import { PAGE_SIZE, searchPage, type SearchPage } from './search-pages.js';
import { usePrinting } from './use-printing.js';

type Match<T> = (item: T) => boolean;

export interface SearchPageState<T> extends SearchPage<T> {
  query: string;
  /** A new query starts again from the first page. */
  setQuery: (query: string) => void;
  setPage: (page: number) => void;
  /** What a list that prints every match draws: the shown page on the screen, every match while printing. */
  drawn: readonly T[];
  /**
   * Shows the page holding the first item that matches, as soon as the list holds one (a row
   * just added arrives with the next load): what was just created or changed stays in sight.
   */
  reveal: (match: Match<T>) => void;
}

/**
 * A long list's search box and pages, for every list of the product that filters by what its
 * rows say: `textOf` gives the words a row is found by (keep it stable, e.g. a module function).
 */
export function useSearchPage<T>(
  items: readonly T[] | undefined,
  textOf: (item: T) => string,
  pageSize: number = PAGE_SIZE,
): SearchPageState<T> {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const [wanted, setWanted] = useState<{ match: Match<T> } | null>(null);
  const result = useMemo(() => searchPage(items ?? [], query, textOf, page, pageSize), [items, query, textOf, page, pageSize]);
  const printing = usePrinting();

  if (wanted) {
    const index = result.matches.findIndex(wanted.match);
    if (index >= 0) {
      // Adjusting state while rendering: React draws again at once with the right page.
      setWanted(null);
      setPage(Math.floor(index / pageSize) + 1);
    }
  }

  return {
    ...result,
    query,
    setQuery: (next) => {
      setQueryState(next);
      setPage(1);
    },
    setPage,
    drawn: printing ? result.matches : result.pageItems,
    reveal: (match) => {
      // A search that hides the row (or a row yet to arrive) is cleared.
      if (!result.matches.some(match)) setQueryState('');
      setWanted({ match });
    },
  };
}
