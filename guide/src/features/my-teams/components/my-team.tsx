import type { GuideTeam } from '@olympiad/shared/schemas';
import { Flex, Picture, SimpleGrid, Stack, Text } from '@olympiad/shared/ui';
import { PhoneLink } from '../../../components/phone-link';
import { dayOneSeat } from '../../../components/seat';
import { TeamSheet } from '../../../components/team-sheet';

/** One of the guide's teams: the leader to call, and each contestant with photo, name and day-1 seat. */
export function MyTeam({ team }: { team: GuideTeam }) {
  const { leader } = team;
  return (
    <TeamSheet team={team} level="h2">
      <Text>
        <Text as="span" fontWeight="semibold">Leader: </Text>
        {leader ? leader.person.fullName : 'None'}
        {leader?.phoneNumber && (
          <>
            {', '}
            <PhoneLink phone={leader.phoneNumber} />
          </>
        )}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label={`Contestants of ${team.name}`}>
        {team.contestants.map((contestant) => {
          const seat = dayOneSeat(contestant);
          return (
            <Flex as="li" key={contestant.id} gap="3" align="center" wrap="wrap">
              <Picture src={contestant.personEditModel.picturePath} alt={contestant.personEditModel.fullName} loading="eager" />
              <Stack gap="1" minW="0" flex="1 1 8rem">
                <Text fontWeight="semibold" overflowWrap="anywhere">{contestant.personEditModel.fullName}</Text>
                <Text>{seat ? `Day 1 seat: ${seat}` : 'Day 1 seat: not assigned yet'}</Text>
              </Stack>
            </Flex>
          );
        })}
      </SimpleGrid>
    </TeamSheet>
  );
}
