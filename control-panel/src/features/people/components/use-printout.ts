import { useEffect, useState } from 'react';
import { usePrinting } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { PeoplePageQuery, Person } from '@olympiad/shared/schemas';

interface Printout {
  /** Every match while the page is printed, once read; undefined otherwise (the screen's page is drawn). */
  everyone: readonly Person[] | undefined;
  /** Reads every match, then opens the print dialog. */
  print: () => void;
  /** Why every match could not be read for paper. */
  error: unknown;
}

/**
 * The screen holds one page; paper gets every match of the filters. Print reads them all first
 * and then prints; a print started another way (the browser's menu) reads them as it starts and
 * draws them when they arrive.
 */
export function usePrintout(query: Partial<PeoplePageQuery>, total: number | undefined): Printout {
  const printing = usePrinting();
  const [asked, setAsked] = useState(false);
  const wanted = (printing || asked) && Boolean(total);
  const all = useApi('readPeoplePage', wanted ? { query: { ...query, page: 1, pageSize: total } } : null);
  const ready = total === 0 || Boolean(all.data);

  useEffect(() => {
    if (!asked || !ready) return undefined;
    // In a task of its own, out of React's rendering: the dialog's announcement draws every row for paper at once.
    const timer = setTimeout(() => {
      setAsked(false);
      window.print();
    });
    return () => clearTimeout(timer);
  }, [asked, ready]);

  return {
    everyone: printing ? all.data?.people : undefined,
    print: () => setAsked(true),
    // A part of the list is never printed as if it were all of it.
    error: asked ? all.error : undefined,
  };
}
