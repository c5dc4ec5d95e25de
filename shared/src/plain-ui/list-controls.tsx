import { Button } from './button.js';
import { Field, Input } from './field.js';
import styles from './list-controls.module.css';

export interface ListSearchProps {
  value: string;
  onChange: (query: string) => void;
  /** What a row is found by ("Name, country or team."). */
  hint: string;
}

/**
 * The search box of a long list, labelled "Search"; it narrows the list as it is typed in.
 */
export function ListSearch({ value, onChange, hint }: ListSearchProps) {
  return (
    <div className={styles.search}>
      <Field label="Search" hint={hint}>
        <Input type="search" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </Field>
    </div>
  );
}

export interface ListPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The list's name, for the pager's landmark ("Pages of guides"). */
  label: string;
  /** How many rows matched ("12 found"), read out when the search changes it. */
  total: string;
}

/** Previous, "Page X of Y" and Next under a long list. */
export function ListPager({ page, pageCount, onPage, label, total }: ListPagerProps) {
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button size="sm" variant="outline" tone="gray" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite">
        Page {page} of {pageCount} ({total})
      </p>
      <Button size="sm" variant="outline" tone="gray" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
