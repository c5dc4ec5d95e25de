import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a screen's data or code is on its way. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.600" aria-label={label} />
    </Center>
  );
}
