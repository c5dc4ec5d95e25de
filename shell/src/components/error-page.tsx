import { Link as RouterLink } from '@olympiad/shared/router';
import { Heading, Link, Stack, Text } from '@olympiad/shared/ui';

/** Any path the product does not know. */
export function ErrorPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">Page not found</Heading>
      <Text>There is no page at this address.</Text>
      <Link asChild color="blue.700">
        <RouterLink to="/">Go to the home page</RouterLink>
      </Link>
    </Stack>
  );
}
