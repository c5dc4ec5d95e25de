import type { CommitteePerson } from '@olympiad/shared/schemas';
import { Button, Picture, Table, VisuallyHidden } from '@olympiad/shared/ui';

/** List of people for committees: picture, name, T-shirt size, roles and Edit. */
export function CommitteePeopleList({ people, onEdit }: { people: CommitteePerson[]; onEdit: (person: CommitteePerson) => void }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root aria-labelledby="committee-people-heading" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Picture</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>T-shirt size</Table.ColumnHeader>
            <Table.ColumnHeader>Roles</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {people.map((person) => (
            <Table.Row key={person.id}>
              <Table.Cell>
                <Picture src={person.picturePath} alt={`Picture of ${person.fullName}`} name={person.fullName} />
              </Table.Cell>
              <Table.Cell>{person.fullName}</Table.Cell>
              <Table.Cell>{person.tShirtSize}</Table.Cell>
              <Table.Cell>
                {person.committees.length > 0
                  ? person.committees.map((seat) => `${seat.role} (${seat.committeeName})`).join('; ')
                  : person.roles.join(', ')}
              </Table.Cell>
              <Table.Cell>
                <Button size="sm" variant="outline" colorPalette="blue" onClick={() => onEdit(person)}>
                  Edit<VisuallyHidden> {person.fullName}</VisuallyHidden>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
