import { formatDate } from '@olympiad/shared';
import type { Person } from '@olympiad/shared/schemas';
import { Box, Button, HStack, Picture, Table, VisuallyHidden } from '@olympiad/shared/ui';

interface GuestTableProps {
  guests: Person[];
  /** Edit and Delete, while guests may still be changed (not after the edit window). */
  actions?: { onEdit: (guest: Person) => void; onDelete: (guest: Person) => void };
}

/** Guests list (docs/screens.md, Guests): picture, name, T-shirt, arrival and departure, Edit and Delete when allowed. */
export function GuestTable({ guests, actions }: GuestTableProps) {
  return (
    // Scrolls sideways on a phone; focusable so that a keyboard can scroll it too.
    <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="guests-heading">
      <Table.Root aria-labelledby="guests-heading" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Picture</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>T-shirt size</Table.ColumnHeader>
            <Table.ColumnHeader>Arrival time</Table.ColumnHeader>
            <Table.ColumnHeader>Arrival location</Table.ColumnHeader>
            <Table.ColumnHeader>Departure time</Table.ColumnHeader>
            <Table.ColumnHeader>Departure location</Table.ColumnHeader>
            {actions && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {guests.map((guest) => (
            <Table.Row key={guest.id}>
              <Table.Cell>
                <Picture src={guest.picturePath} alt={`Picture of ${guest.fullName}`} name={guest.fullName} />
              </Table.Cell>
              <Table.Cell>{guest.fullName}</Table.Cell>
              <Table.Cell>{guest.tShirtSize}</Table.Cell>
              <Table.Cell>{formatDate(guest.timeOfArrival)}</Table.Cell>
              <Table.Cell>{guest.arrivalLocation}</Table.Cell>
              <Table.Cell>{formatDate(guest.timeOfDeparture)}</Table.Cell>
              <Table.Cell>{guest.departureLocation}</Table.Cell>
              {actions && (
                <Table.Cell>
                  <HStack gap="2">
                    <Button size="sm" variant="outline" colorPalette="blue" onClick={() => actions.onEdit(guest)}>
                      Edit<VisuallyHidden> {guest.fullName}</VisuallyHidden>
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => actions.onDelete(guest)}>
                      Delete<VisuallyHidden> {guest.fullName}</VisuallyHidden>
                    </Button>
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
