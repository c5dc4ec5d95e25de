import { useEffect } from 'react';
import { useContest } from '@olympiad/shared';
import { useLocation } from '@olympiad/shared/router';
import { documentTitle } from './route-titles';

/** Every route's browser title starts with the contest name. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const { data: contest } = useContest();
  useEffect(() => {
    // Until the contest arrives, the title the server wrote into index.html stays.
    if (contest) document.title = documentTitle(contest.name, pathname);
  }, [contest, pathname]);
}
