import { MENU_ROUTES } from '@olympiad/shared/routes';
import { NavLink } from '@olympiad/shared/router';
import styles from './control-panel-nav.module.css';

/** The menu of the route table's sections; the current one is marked for assistive technology and by an underline. */
export function ControlPanelNav() {
  return (
    <nav aria-label="Control panel">
      <ul className={styles.menu}>
        {MENU_ROUTES.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} className={styles.link}>
              {section.menu}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
