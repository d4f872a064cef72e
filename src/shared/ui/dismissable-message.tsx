import './dismissable-message.css';

export interface Notice {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

/** A success (`role="status"`) or error (`role="alert"`) message with a close button. */
export function DismissableMessage({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  const success = notice.kind === 'success';
  return (
    <div
      className={`message dismissable-message ${success ? 'message-success' : 'message-error'}`}
      role={success ? 'status' : 'alert'}
    >
      <span>{notice.text}</span>
      <button
        type="button"
        className="dismissable-message-close"
        aria-label="Dismiss message"
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
