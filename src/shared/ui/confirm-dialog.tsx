import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import './buttons.css';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  /** The question asked, e.g. 'Are you sure you wish to delete user 7?'. */
  readonly message: string;
  readonly title?: string;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Disables both buttons while the confirmed action runs. */
  readonly busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation (an `alertdialog`): focus starts on Cancel and stays inside until it closes,
 * Escape cancels, and focus returns to where it was. Rendered only while a question is pending.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    message,
    title = 'Please confirm',
    confirmLabel = 'Delete',
    cancelLabel = 'Cancel',
    busy = false,
  } = props;
  const titleId = useId();
  const messageId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => before?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) props.onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <p id={messageId}>{message}</p>
        <div className="button-row dialog-actions">
          <button ref={cancel} type="button" className="button" disabled={busy} onClick={props.onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button button-danger" disabled={busy} onClick={props.onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
