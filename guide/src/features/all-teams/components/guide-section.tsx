import type { Guide } from '@olympiad/shared/schemas';
import { Badge, Box, Flex, Heading, Stack, Text } from '@olympiad/shared/ui';
import { PhoneLink } from '../../../components/phone-link';
import { GuidedTeam } from './guided-team';

/** A guide's header row (name, phone, the label Guide) and their teams; not printed without teams. */
export function GuideSection({ guide }: { guide: Guide }) {
  const headingId = `guide-${guide.id}`;
  const hasTeams = guide.teams.length > 0;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-print-guide=""
      {...(hasTeams ? {} : { 'data-print-hidden': '' })}
    >
      <Flex align="center" gap="3" wrap="wrap" bg="blue.50" borderRadius="md" px="3" py="2">
        <Heading as="h2" id={headingId} size="xl" overflowWrap="anywhere">{guide.person.fullName}</Heading>
        {guide.phoneNumber && <PhoneLink phone={guide.phoneNumber} />}
        <Badge colorPalette="blue" variant="solid">Guide</Badge>
      </Flex>
      {hasTeams ? (
        <Stack gap="4" mt="3">
          {guide.teams.map((team) => (
            <GuidedTeam key={team.id} team={team} guide={guide} />
          ))}
        </Stack>
      ) : (
        <Text mt="2">No teams assigned yet.</Text>
      )}
    </Box>
  );
}
