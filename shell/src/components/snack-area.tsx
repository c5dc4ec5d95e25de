import { useSyncExternalStore } from 'react';
import { snacks } from '@olympiad/shared';
import { Box, Button, Flex, Text } from '@olympiad/shared/ui';

/** The one snack message at the top centre: green for success, red for failure. */
export function SnackArea() {
  const snack = useSyncExternalStore(snacks.subscribe, snacks.getCurrent, snacks.getCurrent);
  return (
    <Box position="fixed" top="4" left="50%" transform="translateX(-50%)" zIndex="toast" aria-live="polite" _print={{ display: 'none' }}>
      {snack && (
        <Flex
          key={snack.id}
          role={snack.status === 'error' ? 'alert' : 'status'}
          bg={snack.status === 'error' ? 'red.700' : 'green.700'}
          color="white"
          px="5"
          py="3"
          borderRadius="md"
          boxShadow="lg"
          align="center"
          gap="4"
          data-status={snack.status}
        >
          <Text>{snack.text}</Text>
          <Button size="xs" variant="ghost" color="white" aria-label="Dismiss message" onClick={snacks.dismiss}>
            ×
          </Button>
        </Flex>
      )}
    </Box>
  );
}
