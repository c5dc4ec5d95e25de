import { useAuth, type UserRole } from '@olympiad/shared';
import { Link as RouterLink } from '@olympiad/shared/router';
import { Alert, Link } from '@olympiad/shared/ui';

const WHO: Record<UserRole, string> = {
  Administrator: 'administrators',
  TeamRegistrator: 'team registrators',
  Guide: 'guides',
};

/** A route the user's role may not open: says who may, and offers the way on. */
export function AccessDenied({ roles }: { roles: readonly UserRole[] }) {
  const { isLoggedIn } = useAuth();
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Only {roles.map((role) => WHO[role]).join(' and ')} can open this page.</Alert.Title>
        <Alert.Description>
          <Link asChild color="blue.800" textDecoration="underline">
            {isLoggedIn ? <RouterLink to="/">Go to the home page</RouterLink> : <RouterLink to="/login">Log in</RouterLink>}
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
