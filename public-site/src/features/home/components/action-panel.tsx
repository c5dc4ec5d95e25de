import { LoginForm, RemoteModule, useAuth } from '@olympiad/shared';
import { HOME_PANELS } from '@olympiad/shared/routes';
import { useNavigate } from '@olympiad/shared/router';
import { Alert, Box, Button, Heading, PageLoader } from '@olympiad/shared/ui';

/**
 * What the home page offers to each role: visitors get the login form, an administrator the
 * Control Panel button, other roles the HomePanel of their remote (route table's HOME_PANELS).
 */
export function ActionPanel() {
  const { isLoggedIn, role } = useAuth();
  const navigate = useNavigate();
  if (!isLoggedIn) {
    return (
      <Box as="section" aria-labelledby="login-heading">
        <Heading as="h2" id="login-heading" size="xl" mb="4">Login</Heading>
        <LoginForm />
      </Box>
    );
  }
  if (role === 'Administrator') {
    return (
      <Button colorPalette="blue" alignSelf="start" onClick={() => navigate('/controlPanel')}>
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
      fallback={<PageLoader label="Loading your actions" />}
      failed={
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Your actions could not be loaded. Check your connection and reload the page.</Alert.Title>
        </Alert.Root>
      }
    />
  );
}
