import { Text } from '@olympiad/shared/ui';
import { ContestPage } from '../../../components/contest-page';
import { scheduleFrom } from '../programme';
import { ScheduleTable } from './schedule-table';

export function SchedulePage() {
  return (
    <ContestPage title="Schedule">
      {(contest) => (
        <>
          <ScheduleTable days={scheduleFrom(contest.startDate)} />
          <Text fontStyle="italic">The schedule may change.</Text>
        </>
      )}
    </ContestPage>
  );
}
