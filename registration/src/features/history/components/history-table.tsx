import { edition } from '@olympiad/shared';
import { describeHistoryEntry, describeHistoryField, describeHistoryUser, formatHistoryTime } from '@olympiad/shared/api';
import { ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import type { HistoryEntry } from '@olympiad/shared/schemas';
import styles from './history-table.module.css';

/** One row per changed record of the country: when (at the venue), who, what and each field's old → new. */
export function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  const timeZone = edition().venueTimeZone;
  return (
    <ScrollRegion label="History table">
      <table aria-label="Changes" className={tableLook.table}>
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>What</th>
            <th>Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.when}>{formatHistoryTime(entry.at, timeZone)}</td>
              <td>{describeHistoryUser(entry)}</td>
              <td>
                {describeHistoryEntry(entry)}
                {entry.teamName && entry.teamName !== entry.label && <span className={styles.where}>{entry.teamName}</span>}
              </td>
              <td>
                <ul className={styles.fields}>
                  {entry.fields.map((field) => (
                    <li key={field.field}>{describeHistoryField(field, entry.operation)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
