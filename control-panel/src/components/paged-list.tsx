import type { ReactNode } from 'react';
import type { SearchPageState } from '@olympiad/shared';
import { ListPager, ListSearch } from '@olympiad/shared/plain-ui';
import styles from './section.module.css';

interface PagedListProps {
  list: SearchPageState<unknown>;
  /** What a row is found by, under the search box. */
  hint: string;
  /** The list's rows in plural ("leaders"). */
  what: string;
  /** The shown page's rows. */
  children: ReactNode;
}

/** A long section list on a phone: a search box above the rows and the pages below them. */
export function PagedList({ list, hint, what, children }: PagedListProps) {
  return (
    <div className={styles.section}>
      <ListSearch value={list.query} onChange={list.setQuery} hint={hint} />
      {list.matches.length === 0 ? <p>No {what} match the search.</p> : children}
      <ListPager
        label={`Pages of ${what}`}
        page={list.page}
        pageCount={list.pageCount}
        onPage={list.setPage}
        total={`${list.matches.length} found`}
      />
    </div>
  );
}
