import { firstWord, formatDateTime } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';
import { Table } from '@olympiad/shared/ui';

const COLUMNS = ['Name', 'Country', 'Role', 'T-Shirt Size', 'Arrival Time', 'Arrival Location', 'Departure Time', 'Departure Location'];

/** The spec's people table: times as MM/dd/yyyy H:mm at the venue, the first word of each location. */
export function PeopleTable({ people, labelledBy }: { people: Person[]; labelledBy: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" css={{ '@media print': { overflow: 'visible', borderWidth: 0 } }}>
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
              <Table.Cell>{firstWord(person.arrivalLocation)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(person.timeOfDeparture)}</Table.Cell>
              <Table.Cell>{firstWord(person.departureLocation)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
