import { useEffect } from 'react';
import { useContest } from '@olympiad/shared';
import { useLocation } from '@olympiad/shared/router';
import { documentTitle } from './route-titles';

/** Every route's browser title starts with the contest name. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const { data: contest } = useContest();
  useEffect(() => {
    document.title = documentTitle(contest?.name, pathname);
  }, [contest?.name, pathname]);
}
