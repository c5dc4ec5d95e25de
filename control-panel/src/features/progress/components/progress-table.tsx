import { ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import type { CountryProgress } from '@olympiad/shared/schemas';
import { gapLines } from '../gap-lines';
import { GapLink } from './gap-link';
import { ProgressBar } from './progress-bar';
import styles from './progress-table.module.css';

/** One row per country: its name, its bar, and each gap a link to where it is fixed. */
export function ProgressTable({ countries }: { countries: readonly CountryProgress[] }) {
  return (
    <ScrollRegion label="Progress table">
      <table aria-label="Progress by country" className={tableLook.table}>
        <thead>
          <tr>
            <th>Country</th>
            <th>Done</th>
            <th>What is missing</th>
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
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
