import { edition } from '@olympiad/shared';
import { ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import type { HistoryEntry } from '../schemas/history.js';
import { formatInstant } from '../text/venue-time.js';
import { describeHistoryEntry, describeHistoryField, describeHistoryUser } from './history-format.js';
import styles from './history-table.module.css';

/**
 * One row per changed record: when (at the venue, its zone named in the column's header), who,
 * what and each field's old → new. Under what was done, the record's team, and its country where
 * the reader sees more than one.
 */
export function HistoryTable({ entries, showCountry = false }: { entries: readonly HistoryEntry[]; showCountry?: boolean }) {
  const timeZone = edition().venueTimeZone;
  return (
    <ScrollRegion label="History table">
      <table aria-label="Changes" className={tableLook.table}>
        <thead>
          <tr>
            <th>
              When<span className={styles.zone}> (venue time, {timeZone})</span>
            </th>
            <th>Who</th>
            <th>What</th>
            <th>Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const where = [showCountry ? entry.countryName : null, entry.teamName && entry.teamName !== entry.label ? entry.teamName : null]
              .filter(Boolean)
              .join(', ');
            return (
              <tr key={entry.id}>
                <td className={styles.when}>{formatInstant(entry.at, timeZone)}</td>
                <td>{describeHistoryUser(entry)}</td>
                <td>
                  {describeHistoryEntry(entry)}
                  {where && <span className={styles.where}>{where}</span>}
                </td>
                <td>
                  <ul className={styles.fields}>
                    {entry.fields.map((field) => (
                      <li key={field.field}>{describeHistoryField(field, entry.operation, timeZone)}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
