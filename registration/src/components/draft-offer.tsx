import { Alert, Button, HStack } from '@olympiad/shared/ui';
import type { Draft } from './form-drafts';
import { formatLocalInstant } from './local-instant';

/** Offers a draft kept in this browser back to the user. */
export function DraftOffer({ draft, onRestore, onDiscard }: { draft: Draft<unknown>; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert.Root status="info" role="region" aria-label="Saved draft">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>
          This browser kept what you typed in this form on {formatLocalInstant(draft.savedAt)}.
        </Alert.Title>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" colorPalette="blue" onClick={onRestore}>
            Restore draft
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            Discard draft
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
