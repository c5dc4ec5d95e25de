import { ContestPage } from '../../../components/contest-page';
import { CompanyList } from './company-list';

export function PatronsPage() {
  return <ContestPage title="Patrons">{(contest) => <CompanyList companies={contest.patrons} level="h2" first />}</ContestPage>;
}
