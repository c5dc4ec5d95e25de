import { useId, useState } from 'react';
import type { SearchPageState } from '@olympiad/shared';
import { Button, Field, ListSearch, Select } from '@olympiad/shared/plain-ui';
import { SHOW_CHOICES, SORT_CHOICES, type ProgressShow, type ProgressSort } from '../progress-rows';
import styles from './progress-filters.module.css';

interface ProgressFiltersProps {
  list: SearchPageState<unknown>;
  show: ProgressShow;
  sort: ProgressSort;
  onShow: (show: ProgressShow) => void;
  onSort: (sort: ProgressSort) => void;
}

/**
 * The search, Show and Sort by in one row above the table; on a phone folded behind a Filters
 * button that says how many are in use, so that the table starts on the first screen.
 */
export function ProgressFilters({ list, show, sort, onShow, onSort }: ProgressFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inUse = [list.query.trim() !== '', show !== 'all', sort !== 'name'].filter(Boolean).length;
  return (
    <div className={styles.filters}>
      <Button
        variant="outline"
        tone="gray"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Filters{inUse > 0 && ` (${inUse} in use)`}
      </Button>
      <div id={panelId} className={styles.panel} data-open={open}>
        <ListSearch value={list.query} onChange={list.setQuery} hint="Country." />
        <Field label="Show">
          <Select
            value={show}
            options={SHOW_CHOICES}
            onChange={(event) => {
              onShow(event.target.value as ProgressShow);
              list.setPage(1);
            }}
          />
        </Field>
        <Field label="Sort by">
          <Select
            value={sort}
            options={SORT_CHOICES}
            onChange={(event) => {
              onSort(event.target.value as ProgressSort);
              list.setPage(1);
            }}
          />
        </Field>
      </div>
    </div>
  );
}
