import type { CommitteeMember } from '@olympiad/shared/schemas';
import { Picture, Stack, Text } from '@olympiad/shared/ui';

export function CommitteeMemberCard({ member }: { member: CommitteeMember }) {
  const { role, person } = member;
  return (
    <Stack gap="1" align="start">
      <Picture src={person.picturePath} alt={person.fullName} />
      <Text fontWeight="semibold" mt="2">{person.fullName}</Text>
      <Text>{role}</Text>
      <Text color="gray.700">{person.country.name}</Text>
    </Stack>
  );
}
