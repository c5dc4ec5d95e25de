import { Button, HStack } from '@olympiad/shared/ui';

interface ModalFormActionsProps {
  onClose: () => void;
  submitting: boolean;
  /** The submit button's words, kept while it saves so it is still found by them. */
  submitLabel: string;
}

/** The spec's buttons of an Edit Team modal: Close, then the modal's own submit. */
export function ModalFormActions({ onClose, submitting, submitLabel }: ModalFormActionsProps) {
  return (
    <HStack gap="3" justify="end" wrap="wrap">
      <Button type="button" variant="outline" onClick={onClose}>
        Close
      </Button>
      <Button type="submit" colorPalette="blue" loading={submitting} loadingText={submitLabel}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
