import type { Statistics } from '@olympiad/shared/schemas';
import { Table } from '@olympiad/shared/ui';
import type { Figures } from './figures';

function SimpleTable({ labelledBy, headers, rows }: { labelledBy: string; headers: string[]; rows: (string | number | null)[][] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="3xl">
      <Table.Root aria-labelledby={labelledBy} size="sm">
        <Table.Header>
          <Table.Row>
            {headers.map((header, index) => (
              <Table.ColumnHeader key={header} textAlign={index === 0 ? 'start' : 'end'}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, rowIndex) => (
            <Table.Row key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <Table.Cell key={index} as="th" scope="row" fontWeight="medium">{cell}</Table.Cell>
                ) : (
                  <Table.Cell key={index} textAlign={typeof cell === 'number' ? 'end' : 'start'}>{cell}</Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function CountsTable({ counts, labelledBy }: { counts: Figures['counts']; labelledBy: string }) {
  return <SimpleTable labelledBy={labelledBy} headers={['Who', 'Count']} rows={counts.map((c) => [c.label, c.value])} />;
}

export function TShirtTable({ tShirts, roles, labelledBy }: Pick<Figures, 'tShirts' | 'roles'> & { labelledBy: string }) {
  return (
    <SimpleTable
      labelledBy={labelledBy}
      headers={['Size', ...roles, 'Total']}
      rows={tShirts.map((row) => [row.size, ...roles.map((role) => Number(row[role])), Number(row.total)])}
    />
  );
}

export function JuniorsTable({ juniors, labelledBy }: { juniors: Figures['juniors']; labelledBy: string }) {
  return (
    <SimpleTable
      labelledBy={labelledBy}
      headers={['Country', 'Official', 'Unofficial']}
      rows={juniors.map((row) => [row.country, row.official, row.unofficial])}
    />
  );
}

export function GuestsTable({ guests, labelledBy }: { guests: Statistics['guests']; labelledBy: string }) {
  return (
    <SimpleTable
      labelledBy={labelledBy}
      headers={['Name', 'Country', 'T-shirt']}
      rows={guests.map((guest) => [guest.name, guest.country ?? '', guest.tShirtSize ?? ''])}
    />
  );
}
