/**
 * The product's UI kit: the only way apps reach Chakra. It is a federation singleton, so anything
 * missing here is `undefined` in a remote: add it here, never import Chakra directly.
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  ChakraProvider,
  Checkbox,
  Collapsible,
  Container,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  List,
  NativeSelect,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
  chakra,
} from '@chakra-ui/react';
/**
 * What `@chakra-ui/charts` imports from Chakra: control-panel's statistics section points the
 * charts package at this entry point, so its charts read the shell's theme and Chakra is not
 * downloaded twice. Small pieces; the chart library itself stays in that section's chunk.
 */
export {
  AbsoluteCenter,
  ColorSwatch,
  defineStyle,
  FormatNumber,
  Show,
  Span,
  useChakraContext,
  useLocaleContext,
} from '@chakra-ui/react';
export { system } from './system.js';
export { UiProvider } from './ui-provider.js';
// Plain elements, the same on every screen: the singleton of the pages everyone sees serves.
export { Flag, Modal, PageLoader, Picture, type ModalProps } from '@olympiad/shared/plain-ui';
export { FormField } from './form-field.js';
export { SelectInput, type SelectInputProps, type SelectOption } from './select-input.js';
