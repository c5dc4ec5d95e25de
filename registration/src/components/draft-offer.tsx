import { Button, NoteRegion, Row } from '@olympiad/shared/plain-ui';
import type { Draft } from './form-drafts';
import { formatLocalInstant } from './local-instant';

/** Offers a draft kept in this browser back to the user. */
export function DraftOffer({ draft, onRestore, onDiscard }: { draft: Draft<unknown>; onRestore: () => void; onDiscard: () => void }) {
  return (
    <NoteRegion label="Saved draft" title={`This browser kept what you typed in this form on ${formatLocalInstant(draft.savedAt)}.`}>
      <Row>
        <Button size="sm" onClick={onRestore}>
          Restore draft
        </Button>
        <Button size="sm" variant="outline" tone="gray" onClick={onDiscard}>
          Discard draft
        </Button>
      </Row>
    </NoteRegion>
  );
}
