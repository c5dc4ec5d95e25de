import { Picture, Stack, Text } from '@olympiad/shared/ui';

interface TeamMemberProps {
  role: string;
  person: { fullName: string; picturePath: string | null } | null;
  /** In the first screen's row: the picture is requested at once, at high priority. */
  priority?: boolean;
}

/** One person of a team: picture, name and role; an absent deputy shows only the role label. */
export function TeamMember({ role, person, priority = false }: TeamMemberProps) {
  return (
    <Stack as="li" gap="1" width="150px">
      {person ? (
        <Picture src={person.picturePath} alt={person.fullName} priority={priority} />
      ) : (
        <Stack width="150px" height="190px" bg="gray.100" borderRadius="md" aria-hidden="true" />
      )}
      <Text fontWeight="semibold">{person?.fullName ?? 'None'}</Text>
      <Text fontSize="sm" color="gray.700">{role}</Text>
    </Stack>
  );
}
