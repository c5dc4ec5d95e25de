import { formatDateTime } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';
import { ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import styles from './people-table.module.css';
import { ExportPersonData } from './export-person-data';
import { LocationName } from './location-name';

const COLUMNS = ['Name', 'Country', 'Role', 'T-Shirt Size', 'Arrival Time', 'Arrival Location', 'Departure Time', 'Departure Location'];

interface PeopleTableProps {
  /** The shown page's people; every page's while printing. */
  people: readonly Person[];
  labelledBy: string;
}

/**
 * The spec's people table: times as MM/dd/yyyy H:mm at the venue, the first word of each location;
 * after the spec's columns, each person's actions, which paper leaves out.
 */
export function PeopleTable({ people, labelledBy }: PeopleTableProps) {
  return (
    <ScrollRegion label="People table">
      <table aria-labelledby={labelledBy} className={`${tableLook.table} ${styles.striped}`}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column}>{column}</th>
            ))}
            <th data-print="hide">Actions</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <td>{person.fullName}</td>
              <td>{person.country?.name}</td>
              <td>{person.roles.join(', ')}</td>
              <td>{person.tShirtSize}</td>
              <td className={styles.time}>{formatDateTime(person.timeOfArrival)}</td>
              <td>
                <LocationName name={person.arrivalLocation} />
              </td>
              <td className={styles.time}>{formatDateTime(person.timeOfDeparture)}</td>
              <td>
                <LocationName name={person.departureLocation} />
              </td>
              <td data-print="hide">
                <ExportPersonData person={person} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
