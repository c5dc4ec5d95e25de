import { useState } from 'react';
import { endSession, useAuth, useContest } from '@olympiad/shared';
import { Button, classNames } from '@olympiad/shared/plain-ui';
import { NAV_ROUTES } from '@olympiad/shared/routes';
import { NavLink } from '@olympiad/shared/router';
import styles from './nav-bar.module.css';

/**
 * The route table's links for everyone (the contest's short name, Rules, Environment, Teams),
 * Login when logged out, a welcome line and Logout when logged in. At 768 px and below the links fold into a menu.
 */
export function NavBar() {
  const { isLoggedIn, user } = useAuth();
  const { data: contest } = useContest();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className={styles.header}>
      <nav aria-label="Main" className={styles.nav}>
        <Button
          variant="outline"
          size="sm"
          className={styles.menu}
          aria-expanded={open}
          aria-controls="nav-links"
          onClick={() => setOpen((o) => !o)}
        >
          Menu
        </Button>
        <ul id="nav-links" className={classNames(styles.links, open && styles.open)}>
          {NAV_ROUTES.filter(({ nav }) => !(nav?.loggedOut && isLoggedIn)).map(({ path, nav }) => (
            <li key={path}>
              <NavLink to={path} end onClick={close} className={styles.link}>
                {path === '/' ? (contest?.shortName ?? nav!.label) : nav!.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {isLoggedIn && (
          <div className={styles.user}>
            <p>Welcome, {user?.name}</p>
            <Button size="sm" variant="gray" onClick={endSession}>
              Logout
            </Button>
          </div>
        )}
      </nav>
    </header>
  );
}
