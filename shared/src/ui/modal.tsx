import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** `alertdialog` for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** The modal's content, its own buttons included. */
  children: ReactNode;
  /**
   * False when the content has its own Close button (the spec's modals do): the corner ×, named
   * "Close {title}", would otherwise double it and share the submit button's words.
   */
  closeButton?: boolean;
}

const ModalDialog = lazy(() => import('./modal-dialog.js'));

/**
 * A modal dialog: focus kept inside, Escape and the close button call `onClose`, full screen on a
 * phone. Its code is fetched when a modal first opens, so a page that never opens one never
 * downloads it.
 */
export function Modal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
