import { Suspense } from 'react';
import { Outlet } from '@olympiad/shared/router';
import { Heading, PageLoader } from '@olympiad/shared/plain-ui';
import { ControlPanelNav } from './control-panel-nav';
import styles from './control-panel-layout.module.css';

/**
 * Heading, menu and the chosen section (the shell lets only administrators in), in the plain UI:
 * they show before a section's form library has arrived.
 */
export function ControlPanelLayout() {
  return (
    <div className={styles.panel}>
      <Heading as="h1" size="3xl">
        Control Panel
      </Heading>
      <ControlPanelNav />
      <Suspense fallback={<PageLoader label="Loading the section" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
