import type { Transfers } from '@olympiad/shared/schemas';
import { Heading, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import { missingText } from '../transfer-texts';
import styles from './transfers.module.css';

/** Whom the manifest cannot place, or places without their flight: their registrator must complete it. */
export function IncompleteTravel({ transfers }: { transfers: Transfers }) {
  return (
    <section aria-labelledby="incomplete-travel" className={styles.incomplete}>
      <Heading as="h2" id="incomplete-travel" size="xl">
        Travel missing or incomplete
      </Heading>
      {transfers.incomplete.length === 0 ? (
        <p>Everyone&apos;s travel is complete.</p>
      ) : (
        <ScrollRegion label="People whose travel is missing or incomplete">
          <table className={tableLook.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Country</th>
                <th scope="col">Team</th>
                <th scope="col">Missing</th>
              </tr>
            </thead>
            <tbody>
              {transfers.incomplete.map((person) => (
                <tr key={person.personId}>
                  <td>{person.fullName}</td>
                  <td>{person.countryName}</td>
                  <td>{person.teamName ?? 'Guest'}</td>
                  <td>{missingText(person.missing, transfers.direction)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
