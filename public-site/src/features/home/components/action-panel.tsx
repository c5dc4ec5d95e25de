import { LoginForm, RemoteModule, useAuth } from '@olympiad/shared';
import { HOME_PANEL_HEIGHTS, HOME_PANELS } from '@olympiad/shared/routes';
import { Link, useNavigate } from '@olympiad/shared/router';
import { Button, classNames, ErrorAlert, Heading, PageLoader, textLink } from '@olympiad/shared/plain-ui';
import styles from './action-panel.module.css';

/**
 * What the home page offers to each role: visitors get the login form, an administrator the
 * Control Panel button, other roles the HomePanel of their remote (route table's HOME_PANELS).
 */
export function ActionPanel() {
  const { isLoggedIn, role } = useAuth();
  const navigate = useNavigate();
  if (!isLoggedIn) {
    return (
      <section aria-labelledby="login-heading">
        <Heading as="h2" id="login-heading" size="xl" className={styles.heading}>
          Login
        </Heading>
        <LoginForm />
        <Link to="/forgotPassword" className={classNames(textLink, styles.forgotPassword)}>
          Forgot password?
        </Link>
      </section>
    );
  }
  if (role === 'Administrator') {
    return (
      <Button className={styles.controlPanel} onClick={() => navigate('/controlPanel')}>
        Control Panel
      </Button>
    );
  }
  const remote = role ? HOME_PANELS[role] : undefined;
  if (!remote) return null;
  return (
    <RemoteModule
      remote={remote}
      exposed="HomePanel"
      fallback={
        <div style={{ minHeight: HOME_PANEL_HEIGHTS[remote] }}>
          <PageLoader label="Loading your actions" />
        </div>
      }
      failed={<ErrorAlert>Your actions could not be loaded. Check your connection and reload the page.</ErrorAlert>}
    />
  );
}
