import { Button, Flag, HStack, ScrollTable, Table, VisuallyHidden } from '@olympiad/shared/ui';
import type { TeamRow } from '../team-rows';

interface TeamsTableProps {
  rows: readonly TeamRow[];
  onEdit: (row: TeamRow) => void;
  onGuests: (row: TeamRow) => void;
}

/** One row per team: flag, country, name, group, leader, number of contestants, guide, and its actions. */
export function TeamsTable({ rows, onEdit, onGuests }: TeamsTableProps) {
  return (
    <ScrollTable label="Teams table">
      <Table.Root aria-labelledby="teams-heading" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Flag</Table.ColumnHeader>
            <Table.ColumnHeader>Country</Table.ColumnHeader>
            <Table.ColumnHeader>Team</Table.ColumnHeader>
            <Table.ColumnHeader>Group</Table.ColumnHeader>
            <Table.ColumnHeader>Leader</Table.ColumnHeader>
            <Table.ColumnHeader>Contestants</Table.ColumnHeader>
            <Table.ColumnHeader>Guide</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Flag image={row.countryFlag} country={row.countryName} />
              </Table.Cell>
              <Table.Cell>{row.countryName}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell>{row.group}</Table.Cell>
              <Table.Cell>{row.leader ?? '—'}</Table.Cell>
              <Table.Cell>{row.contestantNames.length}</Table.Cell>
              <Table.Cell>{row.guide ?? '—'}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Button size="sm" variant="outline" colorPalette="blue" onClick={() => onEdit(row)}>
                    Edit<VisuallyHidden> {row.name}</VisuallyHidden>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onGuests(row)}>
                    Guests<VisuallyHidden> of {row.countryName}</VisuallyHidden>
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
