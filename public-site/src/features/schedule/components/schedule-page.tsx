import { ContestPage } from '../../../components/contest-page';
import { scheduleFrom } from '../programme';
import { ScheduleTable } from './schedule-table';
import styles from './schedule-page.module.css';

export function SchedulePage() {
  return (
    <ContestPage title="Schedule">
      {(contest) => (
        <>
          <ScheduleTable days={scheduleFrom(contest.startDate)} />
          <p className={styles.note}>The schedule may change.</p>
        </>
      )}
    </ContestPage>
  );
}
