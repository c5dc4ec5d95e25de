import { ContestPage } from '../../../components/contest-page';
import { CompanySection } from './company-section';

export function SponsorsPage() {
  return (
    <ContestPage title="Sponsors">
      {(contest) => (
        <>
          <CompanySection title="Gold sponsors" companies={contest.goldenSponsors} first />
          <CompanySection title="Silver sponsors" companies={contest.silverSponsors} />
          <CompanySection title="Bronze sponsors" companies={contest.bronzeSponsors} />
        </>
      )}
    </ContestPage>
  );
}
