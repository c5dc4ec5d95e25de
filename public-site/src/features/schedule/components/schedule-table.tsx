import type { ScheduleDay } from '../programme';
import styles from './schedule-table.module.css';

export function ScheduleTable({ days }: { days: ScheduleDay[] }) {
  return (
    <table aria-label="Programme" className={styles.table}>
      <thead>
        <tr>
          <th>Date</th>
          <th>Programme</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <td className={styles.date}>{day.date}</td>
            <td>
              <div className={styles.events}>
                {day.events.map((event) => (
                  <p key={event} className={styles.event}>
                    {event}
                  </p>
                ))}
                {day.sessions && (
                  <ul className={styles.sessions}>
                    {day.sessions.map((session) => (
                      <li key={session}>{session}</li>
                    ))}
                  </ul>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
