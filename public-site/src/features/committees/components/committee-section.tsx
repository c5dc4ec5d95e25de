import { useId } from 'react';
import type { Committee } from '@olympiad/shared/schemas';
import { Box, Heading, SimpleGrid, Text } from '@olympiad/shared/ui';
import { CommitteeMemberCard } from './committee-member-card';

/** Cards on a phone's first screen: two columns of 180 px. */
const FIRST_SCREEN_CARDS = 2;

/** `first` for the page's first committee, whose first cards are on the first screen. */
export function CommitteeSection({ committee, first = false }: { committee: Committee; first?: boolean }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl" mb="4">{committee.name}</Heading>
      {committee.members.length === 0 ? (
        <Text>None yet.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" minChildWidth="180px" gap="6">
          {committee.members.map((member, index) => (
            <li key={`${member.person.fullName}-${member.role}`}>
              <CommitteeMemberCard member={member} priority={first && index < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
