import { formatDateTime } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';
import { ScrollTable, Table } from '@olympiad/shared/ui';
import { LocationName } from './location-name';

const COLUMNS = ['Name', 'Country', 'Role', 'T-Shirt Size', 'Arrival Time', 'Arrival Location', 'Departure Time', 'Departure Location'];

interface PeopleTableProps {
  /** The shown page's people; every page's while printing. */
  people: readonly Person[];
  labelledBy: string;
}

/** The spec's people table: times as MM/dd/yyyy H:mm at the venue, the first word of each location. */
export function PeopleTable({ people, labelledBy }: PeopleTableProps) {
  return (
    <ScrollTable label="People table" css={{ '@media print': { overflow: 'visible', borderWidth: 0 } }}>
      <Table.Root aria-labelledby={labelledBy} size="sm" striped>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {people.map((person) => (
            <Table.Row key={person.id}>
              <Table.Cell>{person.fullName}</Table.Cell>
              <Table.Cell>{person.country?.name}</Table.Cell>
              <Table.Cell>{person.roles.join(', ')}</Table.Cell>
              <Table.Cell>{person.tShirtSize}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(person.timeOfArrival)}</Table.Cell>
              <Table.Cell>
                <LocationName name={person.arrivalLocation} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(person.timeOfDeparture)}</Table.Cell>
              <Table.Cell>
                <LocationName name={person.departureLocation} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
