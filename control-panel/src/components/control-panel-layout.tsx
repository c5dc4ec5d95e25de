import { Suspense } from 'react';
import { Outlet } from '@olympiad/shared/router';
import { Heading, PageLoader, Stack } from '@olympiad/shared/ui';
import { ControlPanelNav } from './control-panel-nav';

/** Heading, menu and the chosen section (the shell lets only administrators in). */
export function ControlPanelLayout() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">Control Panel</Heading>
      <ControlPanelNav />
      <Suspense fallback={<PageLoader label="Loading the section" />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
