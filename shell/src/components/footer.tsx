import { useContest } from '@olympiad/shared';
import { Box, Link, Text } from '@olympiad/shared/ui';

export function Footer() {
  const { data: contest } = useContest();
  return (
    <Box as="footer" bg="gray.100" color="gray.800" py="6" px="4" textAlign="center" _print={{ display: 'none' }}>
      <Text fontWeight="semibold">{contest?.name}</Text>
      <Text>© 2025 {contest?.name}. All rights reserved.</Text>
      {contest?.contactEmail && (
        <Text>
          Contact: <Link href={`mailto:${contest.contactEmail}`} color="blue.700">{contest.contactEmail}</Link>
        </Text>
      )}
    </Box>
  );
}
