import { ContestPage } from '../../../components/contest-page';
import { CompanySection } from './company-section';

export function OrganizersPage() {
  return (
    <ContestPage title="Organizers and partners">
      {(contest) => (
        <>
          <CompanySection title="Organizers" companies={contest.organizers} first />
          <CompanySection title="Partners" companies={contest.partners} />
        </>
      )}
    </ContestPage>
  );
}
