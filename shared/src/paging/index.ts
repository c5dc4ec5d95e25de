export { foldText, matchesQuery, PAGE_SIZE, searchPage, type SearchPage } from './search-pages.js';
export { useSearchPage, type SearchPageState } from './use-search-page.js';
export { usePrinting } from './use-printing.js';
