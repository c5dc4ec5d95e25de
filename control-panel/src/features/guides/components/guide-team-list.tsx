import type { Guide } from '@olympiad/shared/schemas';
import { Button, ScrollRegion, tableLook, VisuallyHidden } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import styles from './guide-team-list.module.css';

interface GuideTeamListProps {
  guides: readonly Guide[];
  /** "guideId/teamId" of the removal under way. */
  removing: string | null;
  onRemove: (guide: Guide, team: Guide['teams'][number]) => void;
}

/** Each guide with the teams assigned to them and a Remove action per team. */
export function GuideTeamList({ guides, removing, onRemove }: GuideTeamListProps) {
  return (
    <ScrollRegion label="Guides and their teams table">
      <table aria-labelledby="guide-teams-heading" className={tableLook.table}>
        <thead>
          <tr>
            <th>Guide</th>
            <th>Phone number</th>
            <th>Teams</th>
          </tr>
        </thead>
        <tbody>
          {guides.map((guide) => (
            <tr key={guide.id} className={styles.row}>
              <td>{guide.person.fullName}</td>
              <td>{guide.phoneNumber}</td>
              <td>
                {guide.teams.length === 0 && <p className={section.muted}>No team yet</p>}
                <ul className={styles.teams}>
                  {guide.teams.map((team) => {
                    const busy = removing === `${guide.id}/${team.id}`;
                    return (
                      <li key={team.id} className={styles.team}>
                        <p>
                          {team.countryName} – {team.name}
                        </p>
                        <Button size="sm" variant="outline" tone="red" loading={busy} onClick={() => onRemove(guide, team)}>
                          {busy ? (
                            'Removing'
                          ) : (
                            <>
                              Remove
                              <VisuallyHidden>
                                {' '}
                                {team.name} from {guide.person.fullName}
                              </VisuallyHidden>
                            </>
                          )}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
