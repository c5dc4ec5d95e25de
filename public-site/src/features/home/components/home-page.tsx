import { formatDate, useAuth, useContest } from '@olympiad/shared';
import { Box, Heading, Link, Stack, Text } from '@olympiad/shared/ui';
import { ActionPanel } from './action-panel';
import { Logo } from './logo';

/** Logo, contest name and dates, the welcome line, materials, and the role's action panel. */
export function HomePage() {
  const { data: contest } = useContest();
  const { isLoggedIn, user } = useAuth();
  return (
    <Stack gap="8">
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'center' }}>
        <Logo />
        <Box>
          <Heading as="h1" size="3xl">{contest?.name ?? ' '}</Heading>
          {contest && (
            <Text fontSize="lg" mt="2">
              {formatDate(contest.startDate.slice(0, 10))} – {formatDate(contest.endDate.slice(0, 10))}
            </Text>
          )}
        </Box>
      </Stack>
      {isLoggedIn && <Text fontSize="xl">Welcome, {user?.name}!</Text>}
      {contest?.materialsUrl && (
        <Link href={contest.materialsUrl} color="blue.700" alignSelf="start">
          Competition materials
        </Link>
      )}
      <ActionPanel />
    </Stack>
  );
}
