import { useEffect, useId, useRef } from 'react';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly message: string;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
  readonly cancelLabel?: string;
  readonly confirmLabel?: string;
}

/**
 * A modal question with Cancel and Ok (a native `<dialog>`: focus stays inside, Escape cancels and
 * the page behind is inert). Cancel has the focus, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  message,
  onCancel,
  onConfirm,
  cancelLabel = 'Cancel',
  confirmLabel = 'Ok',
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // jsdom has no showModal; the open attribute is enough there.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      cancelButton.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-describedby={messageId}
      aria-label="Please confirm"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <p id={messageId} className="confirm-dialog-message">
        {message}
      </p>
      <div className="button-row confirm-dialog-buttons">
        <button ref={cancelButton} type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
