import { useMemo } from 'react';
import { useSearchPage } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import { Heading, Picture, ScrollRegion, tableLook, textLink } from '@olympiad/shared/plain-ui';
import { LoadState } from '../../../components/load-state';
import { PagedList } from '../../../components/paged-list';
import styles from '../../../components/section.module.css';
import { groupLeaders, type LeaderRow } from './group-leaders';

const searchText = (row: LeaderRow) => [row.fullName, row.countryName, ...row.teams, row.email, row.phoneNumber].join(' ');

/** Every leader and deputy with their teams and contact details, searchable and a page at a time. */
export function LeadersPage() {
  const { data, error, isLoading } = useApi('readLeaders', {});
  const rows = useMemo(() => data && groupLeaders(data), [data]);
  const list = useSearchPage(rows, searchText);
  return (
    <section aria-labelledby="leaders-heading" className={styles.section}>
      <Heading as="h2" id="leaders-heading" size="xl">
        Leaders
      </Heading>
      <LoadState what="leaders" data={rows} error={error} isLoading={isLoading} empty="No leaders yet.">
        {() => (
          <PagedList list={list} hint="Name, country, team, phone or e-mail." what="leaders">
            <ScrollRegion label="Leaders table">
              <table aria-labelledby="leaders-heading" className={tableLook.table}>
                <thead>
                  <tr>
                    <th>Picture</th>
                    <th>Full name</th>
                    <th>Country</th>
                    <th>Teams</th>
                    <th>Phone number</th>
                    <th>Email</th>
                  </tr>
                </thead>
                <tbody>
                  {list.pageItems.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Picture src={row.picturePath} alt={`Picture of ${row.fullName}`} name={row.fullName} />
                      </td>
                      <td>{row.fullName}</td>
                      <td>{row.countryName}</td>
                      <td>{row.teams.join('; ')}</td>
                      <td>
                        {row.phoneNumber && (
                          <a className={textLink} href={`tel:${row.phoneNumber}`}>
                            {row.phoneNumber}
                          </a>
                        )}
                      </td>
                      <td>
                        {row.email && (
                          <a className={textLink} href={`mailto:${row.email}`}>
                            {row.email}
                          </a>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </PagedList>
        )}
      </LoadState>
    </section>
  );
}
