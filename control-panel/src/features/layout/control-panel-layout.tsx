import { useAuth } from '@olympiad/shared';
import { Link as RouterLink, Outlet } from '@olympiad/shared/router';
import { Alert, Heading, Link, Stack } from '@olympiad/shared/ui';
import { ControlPanelNav } from './control-panel-nav';

/** Heading, menu and the chosen section; only administrators get past the guard. */
export function ControlPanelLayout() {
  const { role } = useAuth();
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">Control Panel</Heading>
      {role === 'Administrator' ? (
        <>
          <ControlPanelNav />
          <Outlet />
        </>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Only administrators can open the Control Panel.</Alert.Title>
            <Alert.Description>
              <Link asChild color="blue.800" textDecoration="underline">
                <RouterLink to="/">Go to the home page</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
