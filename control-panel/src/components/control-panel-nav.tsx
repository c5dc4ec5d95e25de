import { useLayoutEffect, useRef } from 'react';
import { MENU_ROUTES } from '@olympiad/shared/routes';
import { NavLink, useLocation } from '@olympiad/shared/router';
import styles from './control-panel-nav.module.css';

/**
 * The menu of the route table's sections; the current one is marked for assistive technology and
 * by an underline. On a phone the menu is one row that scrolls sideways: the current section is
 * scrolled into it, never the page.
 */
export function ControlPanelNav() {
  const menu = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const list = menu.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label="Control panel">
      <ul ref={menu} className={styles.menu}>
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
