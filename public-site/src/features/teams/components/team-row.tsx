import { memo } from 'react';
import type { PublicTeam } from '@olympiad/shared/schemas';
import { Box, Button, Flag, Flex, Heading, Text, VisuallyHidden } from '@olympiad/shared/ui';
import { TeamMember } from './team-member';

interface TeamRowProps {
  team: PublicTeam;
  onEdit?: ((team: PublicTeam) => void) | undefined;
  /** The first row is on the first screen: its flag and pictures load at once, the others lazily. */
  firstScreen?: boolean;
}

/**
 * Flag and name, then the leader, the deputy leader (or its label) and the contestants. Memoised:
 * each idle step of the progressive list renders only its new rows.
 */
export const TeamRow = memo(function TeamRow({ team, onEdit, firstScreen = false }: TeamRowProps) {
  return (
    <Box as="article" aria-labelledby={`team-${team.id}`} borderWidth="1px" borderRadius="lg" p="4">
      <Flex align="center" gap="3" mb="4" wrap="wrap">
        <Flag image={team.countryFlag} country={team.countryName} loading={firstScreen ? 'eager' : 'lazy'} />
        <Box flex="1">
          <Heading as="h3" size="lg" id={`team-${team.id}`}>{team.name}</Heading>
          <Text color="gray.700">{team.countryName}</Text>
        </Box>
        {onEdit && (
          <Button colorPalette="blue" onClick={() => onEdit(team)}>
            EDIT<VisuallyHidden> {team.name}</VisuallyHidden>
          </Button>
        )}
      </Flex>
      <Flex as="ul" listStyleType="none" gap="4" wrap="wrap">
        <TeamMember role="LEADER" person={team.leader?.person ?? null} priority={firstScreen} />
        <TeamMember role="DEPUTY LEADER" person={team.deputyLeader?.person ?? null} priority={firstScreen} />
        {team.contestants.map((contestant) => (
          <TeamMember key={contestant.id} role="CONTESTANT" person={contestant.personEditModel} priority={firstScreen} />
        ))}
      </Flex>
    </Box>
  );
});
