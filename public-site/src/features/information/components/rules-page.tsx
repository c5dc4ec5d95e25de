import { ContestPage } from '../../../components/contest-page';
import { HtmlContent } from './html-content';

export function RulesPage() {
  return <ContestPage title="Rules">{(contest) => <HtmlContent html={contest.rules} />}</ContestPage>;
}
