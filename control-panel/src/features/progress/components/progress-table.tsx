import { Button, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import type { CountryProgress } from '@olympiad/shared/schemas';
import { gapLines } from '../gap-lines';
import { needsReminder } from '../reminder-words';
import { GapLink } from './gap-link';
import { ProgressBar } from './progress-bar';
import styles from './progress-table.module.css';

interface ProgressTableProps {
  countries: readonly CountryProgress[];
  /** Opens the reminder of one incomplete country. */
  onRemind: (country: { countryId: string; countryName: string }) => void;
}

/** One row per country: its name, its bar, each gap a link to where it is fixed, and a reminder when something is missing. */
export function ProgressTable({ countries, onRemind }: ProgressTableProps) {
  return (
    <ScrollRegion label="Progress table">
      <table aria-label="Progress by country" className={tableLook.table}>
        <thead>
          <tr>
            <th>Country</th>
            <th>Done</th>
            <th>What is missing</th>
            <th>Reminder</th>
          </tr>
        </thead>
        <tbody>
          {countries.map((country) => (
            <tr key={country.countryId}>
              <td>{country.countryName}</td>
              <td>
                <ProgressBar label={`Progress of ${country.countryName}`} done={country.done} total={country.total} />
              </td>
              <td>
                {country.gaps.length === 0 ? (
                  'Nothing'
                ) : (
                  <ul className={styles.gaps}>
                    {country.gaps
                      .flatMap((gap) => gapLines(gap, country.countryId))
                      .map((line) => (
                        <li key={line.key}>
                          <GapLink line={line} />
                        </li>
                      ))}
                  </ul>
                )}
              </td>
              <td>
                {needsReminder(country) && (
                  <Button
                    variant="outline"
                    tone="gray"
                    size="sm"
                    className={styles.remind}
                    aria-label={`Send reminder to ${country.countryName}`}
                    onClick={() => onRemind({ countryId: country.countryId, countryName: country.countryName })}
                  >
                    Send reminder
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
