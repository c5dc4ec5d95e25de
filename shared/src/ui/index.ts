/**
 * Chakra, for the one screen part drawn with it: the statistics section's charts
 * (`@chakra-ui/charts`, resolved to this module by control-panel's webpack config). Every screen
 * is drawn with `@olympiad/shared/plain-ui`. It is a federation singleton, so what the charts import
 * from Chakra must be listed here, or it is `undefined` in the remote.
 */
export {
  AbsoluteCenter,
  Box,
  ColorSwatch,
  defineStyle,
  Flex,
  FormatNumber,
  HStack,
  Separator,
  Show,
  Span,
  Stack,
  Text,
  useChakraContext,
  useLocaleContext,
} from '@chakra-ui/react';
export { UiProvider } from './ui-provider.js';
