import { auth, LoginForm, useAuth } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';
import { Button, Heading, Stack, Text } from '@olympiad/shared/ui';

/** /login and /logout: the login form, or a greeting and Logout when already logged in. */
export function LoginPage() {
  const { isLoggedIn, user } = useAuth();
  const navigate = useNavigate();
  return (
    <Stack gap="6" maxW="md">
      <Heading as="h1" size="2xl">Login</Heading>
      {isLoggedIn ? (
        <>
          <Text fontSize="lg">Hello, {user?.name}</Text>
          <Button alignSelf="start" onClick={() => auth.logout()}>Logout</Button>
        </>
      ) : (
        <LoginForm onLoggedIn={() => navigate('/')} />
      )}
    </Stack>
  );
}
