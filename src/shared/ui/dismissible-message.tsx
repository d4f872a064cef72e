import './dismissible-message.css';

/**
 * A message the user can close: an error (`role="alert"`, announced at once) or a success note
 * (`role="status"`). Renders nothing without a text.
 */
export function DismissibleMessage({
  kind,
  text,
  onDismiss,
}: {
  kind: 'error' | 'success';
  text: string | null;
  onDismiss: () => void;
}) {
  if (!text) return null;
  return (
    <div className={`message-box dismissible ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span>{text}</span>
      <button type="button" className="dismiss" aria-label="Dismiss message" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
