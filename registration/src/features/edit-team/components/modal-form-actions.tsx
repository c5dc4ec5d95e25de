import { Button, Row } from '@olympiad/shared/plain-ui';

interface ModalFormActionsProps {
  onClose: () => void;
  submitting: boolean;
  /** The submit button's words, kept while it saves so it is still found by them. */
  submitLabel: string;
}

/** The spec's buttons of an Edit Team modal: Close, then the modal's own submit. */
export function ModalFormActions({ onClose, submitting, submitLabel }: ModalFormActionsProps) {
  return (
    <Row end>
      <Button type="button" variant="outline" tone="gray" onClick={onClose}>
        Close
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Row>
  );
}
