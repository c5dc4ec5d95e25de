import { ContestPage } from '../../../components/contest-page';
import { HtmlContent } from './html-content';

export function EnvironmentPage() {
  return <ContestPage title="Environment">{(contest) => <HtmlContent html={contest.environmentDescription} />}</ContestPage>;
}
