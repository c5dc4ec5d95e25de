import type { CommitteeMember } from '@olympiad/shared/schemas';
import { Picture, Stack, Text } from '@olympiad/shared/ui';

/** `priority` on the first screen's cards: the picture is likely the largest paint. */
export function CommitteeMemberCard({ member, priority = false }: { member: CommitteeMember; priority?: boolean }) {
  const { role, person } = member;
  return (
    <Stack gap="1" align="start">
      <Picture src={person.picturePath} alt={person.fullName} priority={priority} />
      <Text fontWeight="semibold" mt="2">{person.fullName}</Text>
      <Text>{role}</Text>
      <Text color="gray.700">{person.country.name}</Text>
    </Stack>
  );
}
