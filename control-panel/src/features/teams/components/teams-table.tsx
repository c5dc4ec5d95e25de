import { Link } from '@olympiad/shared/router';
import { Button, buttonLook, Flag, ScrollRegion, tableLook, VisuallyHidden } from '@olympiad/shared/plain-ui';
import type { TeamRow } from '../team-rows';

interface TeamsTableProps {
  rows: readonly TeamRow[];
  onEdit: (row: TeamRow) => void;
  onGuests: (row: TeamRow) => void;
}

/** One row per team: flag, country, name, group, leader, number of contestants, guide, and its actions. */
export function TeamsTable({ rows, onEdit, onGuests }: TeamsTableProps) {
  return (
    <ScrollRegion label="Teams table">
      <table aria-labelledby="teams-heading" className={tableLook.table}>
        <thead>
          <tr>
            <th>Flag</th>
            <th>Country</th>
            <th>Team</th>
            <th>Group</th>
            <th>Leader</th>
            <th>Contestants</th>
            <th>Guide</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Flag image={row.countryFlag} country={row.countryName} />
              </td>
              <td>{row.countryName}</td>
              <td>{row.name}</td>
              <td>{row.group}</td>
              <td>{row.leader ?? '—'}</td>
              <td>{row.contestantNames.length}</td>
              <td>{row.guide ?? '—'}</td>
              <td>
                <div className={tableLook.actions}>
                  <Button size="sm" variant="outline" tone="blue" onClick={() => onEdit(row)}>
                    Edit<VisuallyHidden> {row.name}</VisuallyHidden>
                  </Button>
                  <Button size="sm" variant="outline" tone="gray" onClick={() => onGuests(row)}>
                    Guests<VisuallyHidden> of {row.countryName}</VisuallyHidden>
                  </Button>
                  <Link
                    to={`/controlPanel/history?teamId=${row.id}`}
                    className={buttonLook({ variant: 'outline', size: 'sm', tone: 'gray' })}
                  >
                    History<VisuallyHidden> of {row.name}</VisuallyHidden>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
