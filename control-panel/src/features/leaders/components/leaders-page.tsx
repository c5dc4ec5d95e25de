import { Heading, Link, Picture, Stack, Table } from '@olympiad/shared/ui';
import { LoadState } from '../../../components/load-state';
import { useLeaders } from '../api/use-leaders';
import { groupLeaders } from './group-leaders';

/** Every leader and deputy with their teams and contact details. */
export function LeadersPage() {
  const { data, error, isLoading } = useLeaders();
  return (
    <Stack as="section" aria-labelledby="leaders-heading" gap="4">
      <Heading as="h2" id="leaders-heading" size="xl">Leaders</Heading>
      <LoadState what="leaders" data={data && groupLeaders(data)} error={error} isLoading={isLoading} empty="No leaders yet.">
        {(rows) => (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root aria-labelledby="leaders-heading" size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Picture</Table.ColumnHeader>
                  <Table.ColumnHeader>Full name</Table.ColumnHeader>
                  <Table.ColumnHeader>Country</Table.ColumnHeader>
                  <Table.ColumnHeader>Teams</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone number</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell>
                      <Picture src={row.picturePath} alt={`Picture of ${row.fullName}`} />
                    </Table.Cell>
                    <Table.Cell>{row.fullName}</Table.Cell>
                    <Table.Cell>{row.countryName}</Table.Cell>
                    <Table.Cell>{row.teams.join('; ')}</Table.Cell>
                    <Table.Cell>
                      {row.phoneNumber && <Link href={`tel:${row.phoneNumber}`}>{row.phoneNumber}</Link>}
                    </Table.Cell>
                    <Table.Cell>{row.email && <Link href={`mailto:${row.email}`}>{row.email}</Link>}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </LoadState>
    </Stack>
  );
}
