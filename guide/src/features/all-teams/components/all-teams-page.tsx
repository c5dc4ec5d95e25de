import { useEffect } from 'react';
import { useAuth, useSearchPage } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import type { Guide } from '@olympiad/shared/schemas';
import { ErrorAlert, ListPager, ListSearch, PageLoader } from '@olympiad/shared/plain-ui';
import { PrintSheet } from '../../../components/print-sheet';
import { dayOneSeat } from '../../../components/seat';
import { GuideSection } from './guide-section';
import { OwnPageNote } from './own-page-note';
import styles from './all-teams-page.module.css';

/** Guides a page: each comes with a team sheet or two, a phone screen or more each. */
const GUIDES_PER_PAGE = 5;

const searchText = (guide: Guide) =>
  [
    guide.person.fullName,
    guide.phoneNumber,
    ...guide.teams.flatMap((team) => [
      team.countryName,
      team.name,
      team.leader?.person.fullName,
      team.deputyLeader?.person.fullName,
      // The seat shown beside each contestant: a guide looks up who sits at "H1-03".
      ...team.contestants.flatMap((contestant) => [contestant.personEditModel.fullName, dayOneSeat(contestant)]),
    ]),
  ].join(' ');

/**
 * /guideAllTeams: every guide with the teams they walk with, searchable and a few guides a page
 * on the screen, opening at the viewer's own (and saying so); on paper every guide found (drawn
 * only to print).
 */
export function AllTeamsPage() {
  const { data: guides, error, isLoading } = useApi('readGuides', {});
  const { user } = useAuth();
  const list = useSearchPage(guides, searchText, GUIDES_PER_PAGE);
  const { reveal } = list;
  const userId = user?.id;
  const ownIndex = !list.query && guides ? list.matches.findIndex((guide) => guide.userId === userId) : -1;

  useEffect(() => {
    if (userId) reveal((guide) => guide.userId === userId);
    // Once per viewer: after that the pages are theirs to turn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  return (
    <PrintSheet title="All teams by guide">
      {isLoading && <PageLoader label="Loading the guides and their teams" />}
      {error && <ErrorAlert>The guides and their teams could not be loaded. Please try again later.</ErrorAlert>}
      {guides && guides.length === 0 && <p>No guides have been added yet.</p>}
      {guides && guides.length > 0 && (
        <div className={styles.list}>
          <ListSearch
            value={list.query}
            onChange={list.setQuery}
            hint="Guide, country, team, person or seat. Print prints every guide found."
          />
          {ownIndex >= 0 && <OwnPageNote ownPage={Math.floor(ownIndex / GUIDES_PER_PAGE) + 1} page={list.page} onPage={list.setPage} />}
          {list.matches.length === 0 && <p>No guides match the search.</p>}
          {list.drawn.map((guide) => (
            <GuideSection key={guide.id} guide={guide} own={guide.userId === userId} />
          ))}
          <ListPager
            label="Pages of guides"
            page={list.page}
            pageCount={list.pageCount}
            onPage={list.setPage}
            total={`${list.matches.length} found`}
          />
        </div>
      )}
    </PrintSheet>
  );
}
