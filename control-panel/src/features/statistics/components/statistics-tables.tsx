import type { Statistics } from '@olympiad/shared/schemas';
import { classNames, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import type { Figures } from './figures';
import styles from './statistics-tables.module.css';

function SimpleTable({ labelledBy, headers, rows }: { labelledBy: string; headers: string[]; rows: (string | number | null)[][] }) {
  return (
    <div className={styles.table}>
      <ScrollRegion labelledBy={labelledBy}>
        <table aria-labelledby={labelledBy} className={tableLook.table}>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={header} className={classNames(index > 0 && styles.number)}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className={styles.rowHeader}>
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={classNames(typeof cell === 'number' && styles.number)}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
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
