import { LoginForm, useAuth } from '@olympiad/shared';
import { Link as RouterLink } from '@olympiad/shared/router';
import { Box, Button, Heading } from '@olympiad/shared/ui';

/** What the home page offers to each role; visitors get the login form. */
export function ActionPanel() {
  const { isLoggedIn, role } = useAuth();
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
      <Button asChild colorPalette="blue" alignSelf="start">
        <RouterLink to="/controlPanel">Control Panel</RouterLink>
      </Button>
    );
  }
  return null;
}
