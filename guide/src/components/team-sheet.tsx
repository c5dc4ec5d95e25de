import type { ReactNode } from 'react';
import type { GuideTeam } from '@olympiad/shared/schemas';
import { Box, Flag, Flex, Heading, Stack, Text } from '@olympiad/shared/ui';

/**
 * One team, one printed page: flag, team name and group in capitals, then what the page lists.
 * Its heading level follows the page's outline.
 */
export function TeamSheet({ team, level, children }: { team: GuideTeam; level: 'h2' | 'h3'; children: ReactNode }) {
  const headingId = `team-${team.id}`;
  return (
    <Box as="article" data-print-team="" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <Flex align="center" gap="3" wrap="wrap" mb="3">
        <Flag image={team.countryFlag} country={team.countryName} />
        <Heading as={level} id={headingId} size="lg" overflowWrap="anywhere">{team.name}</Heading>
        <Text fontWeight="semibold" color="gray.700">{team.group.toUpperCase()}</Text>
      </Flex>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}
