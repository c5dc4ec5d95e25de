import { useMemo } from 'react';
import { useSearchPage } from '@olympiad/shared';
import { Heading, Link, Picture, ScrollTable, Stack, Table } from '@olympiad/shared/ui';
import { LoadState } from '../../../components/load-state';
import { PagedList } from '../../../components/paged-list';
import { useLeaders } from '../api/use-leaders';
import { groupLeaders, type LeaderRow } from './group-leaders';

const searchText = (row: LeaderRow) => [row.fullName, row.countryName, ...row.teams, row.email, row.phoneNumber].join(' ');

/** Every leader and deputy with their teams and contact details, searchable and a page at a time. */
export function LeadersPage() {
  const { data, error, isLoading } = useLeaders();
  const rows = useMemo(() => data && groupLeaders(data), [data]);
  const list = useSearchPage(rows, searchText);
  return (
    <Stack as="section" aria-labelledby="leaders-heading" gap="4">
      <Heading as="h2" id="leaders-heading" size="xl">Leaders</Heading>
      <LoadState what="leaders" data={rows} error={error} isLoading={isLoading} empty="No leaders yet.">
        {() => (
          <PagedList list={list} hint="Name, country, team, phone or e-mail." what="leaders">
            <ScrollTable label="Leaders table">
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
                  {list.pageItems.map((row) => (
                    <Table.Row key={row.id}>
                      <Table.Cell>
                        <Picture src={row.picturePath} alt={`Picture of ${row.fullName}`} name={row.fullName} />
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
            </ScrollTable>
          </PagedList>
        )}
      </LoadState>
    </Stack>
  );
}
