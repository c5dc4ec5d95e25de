import type { ReactNode } from 'react';
import { Box, Flex } from '@olympiad/shared/ui';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { SnackArea } from './snack-area';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <NavBar />
      {/* At least a screen tall, so that the footer starts below the first screen and does not jump
          down, in view, when the page's content arrives (a layout shift). */}
      <Box as="main" id="main" flex="1" w="full" maxW="6xl" mx="auto" minH="100vh" px={{ base: '4', md: '8' }} py="8" _print={{ p: '0', maxW: 'none', minH: 'auto' }}>
        {children}
      </Box>
      <Footer />
      <SnackArea />
    </Flex>
  );
}
