import type { ReactNode } from 'react';
import { Box, Heading, Stack } from '@olympiad/shared/ui';

/** One block of the screen: a region named by its heading. */
export function SectionFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h2" size="xl" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
