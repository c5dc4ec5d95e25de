import { ContestPage } from '../../../components/contest-page';
import { CommitteeSection } from './committee-section';

export function CommitteesPage() {
  return (
    <ContestPage title="Committees">
      {({ committees }) =>
        committees.length === 0 ? (
          <p>None yet.</p>
        ) : (
          committees.map((committee, index) => <CommitteeSection key={committee.name} committee={committee} first={index === 0} />)
        )
      }
    </ContestPage>
  );
}
