import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { focusPlaceOf, type FocusPlace } from './focus-place.js';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** `alertdialog` for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** The modal's content, its own buttons included; `data-autofocus` marks the control focused first. */
  children: ReactNode;
  /**
   * False when the content has its own Close button (the spec's modals do): the corner ×, named
   * "Close {title}", would otherwise double it and share the submit button's words.
   */
  closeButton?: boolean;
}

/**
 * A modal dialog, the browser's own: the page behind it is inert, focus goes inside and comes
 * back to what opened it, Escape and the close button call `onClose`; on a phone as wide as the
 * screen and centred in it.
 * No script library, so a screen in the plain UI can ask before it deletes.
 */
export function Modal({ open, onClose, title, role = 'dialog', children, closeButton = true }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Kept once opened, so that closing it (dialog.close()) gives focus back to what opened it.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  // Where the control that opened it sits: the dialog may take it away (a deleted row's Delete).
  const opener = useRef<FocusPlace | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = focusPlaceOf(element.ownerDocument.activeElement);
      element.showModal();
      // The browser focuses the first control; the content may name another (a confirmation's
      // harmless choice), and a dialog with none takes focus itself.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      if (!element.contains(document.activeElement)) element.focus();
    }
    if (!open && element.open) {
      element.close();
      opener.current?.settle();
    }
  }, [open, wanted]);
  // Gone while open, with what it belonged to (a contestant's card with its Delete).
  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) opener.current?.settle();
    };
  }, [wanted]);

  if (!wanted) return null;
  const close = (event: SyntheticEvent) => {
    // The state that opened the dialog closes it: the browser must not close it on its own.
    event.preventDefault();
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.dialog}
      onCancel={close}
      onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && close(event)}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closeButton && (
          <button type="button" className={styles.close} aria-label={`Close ${title}`} onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.body}>{open && children}</div>
    </dialog>
  );
}
