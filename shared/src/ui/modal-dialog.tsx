import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ModalProps } from './modal.js';

/** Chakra's Dialog (zag-js behind it): kept out of every first page, loaded with the first modal. */
export default function ModalDialog({ open, onClose, title, role = 'dialog', children, closeButton = true }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role={role}
      size={{ mdDown: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={`Close ${title}`} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
