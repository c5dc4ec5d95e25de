// First: the calls this remote's code names join the shared table before any of its modules runs.
import '@olympiad/shared/call-table';
import { Button } from '@olympiad/shared/plain-ui';
import { useNavigate } from '@olympiad/shared/router';
import styles from './home-panel.module.css';

/**
 * The home page's action panel for a guide (docs/screens.md, Home action panel): View my teams and View all teams.
 * In the plain UI, as every screen.
 */
export default function HomePanel() {
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      <Button onClick={() => navigate('/guideHome')}>View my teams</Button>
      <Button variant="outline" className={styles.outline} onClick={() => navigate('/guideAllTeams')}>
        View all teams
      </Button>
    </div>
  );
}
