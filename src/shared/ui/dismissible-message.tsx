import './dismissible-message.css';

/**
 * A message the reader can close: an error is an assertive `alert`, a success a polite `status`
 * (never a blocking browser dialog). Renders nothing without a text. `textId` names the text alone,
 * so a field's `aria-describedby` reads the message without the Dismiss button's name.
 */
export function DismissibleMessage({
  tone,
  text,
  textId,
  onDismiss,
}: {
  tone: 'error' | 'success';
  text: string | null;
  textId?: string;
  onDismiss: () => void;
}) {
  if (!text) return null;
  return (
    <div className={`message-box dismissible ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span id={textId} className="dismissible-text">
        {text}
      </span>
      <button type="button" className="dismiss" aria-label="Dismiss message" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
