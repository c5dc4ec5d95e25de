import { useId } from 'react';
import type { Committee } from '@olympiad/shared/schemas';
import { Box, Heading, SimpleGrid, Text } from '@olympiad/shared/ui';
import { CommitteeMemberCard } from './committee-member-card';

export function CommitteeSection({ committee }: { committee: Committee }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl" mb="4">{committee.name}</Heading>
      {committee.members.length === 0 ? (
        <Text>None yet.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" minChildWidth="180px" gap="6">
          {committee.members.map((member) => (
            <li key={`${member.person.fullName}-${member.role}`}>
              <CommitteeMemberCard member={member} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
