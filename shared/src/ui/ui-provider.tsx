import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.js';

/**
 * Chakra's theme for a remote's screens. The shell draws none of its own (its frame and the
 * public pages use the plain UI), so each module a remote exposes wraps itself in this: Chakra
 * comes only with the screens that use it.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
