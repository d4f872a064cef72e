import { DismissableMessage } from './dismissable-message';
import type { Notice } from './notice';
import './dismissible-message.css';

// The dismissable notices with an id on their text alone, so a field's aria-describedby reads the
// message and not the Dismiss button's name as well.

/** A view-model's notice, as NoticeMessage shows it, whose text has the id `textId`. */
export function FieldNoticeMessage({
  notice,
  textId,
  onDismiss,
}: {
  notice: Notice | null;
  textId: string;
  onDismiss: () => void;
}) {
  if (!notice) return null;
  return (
    <DismissableMessage tone={notice.kind} onDismiss={onDismiss}>
      <span id={textId}>{notice.text}</span>
    </DismissableMessage>
  );
}

/** An error as DismissibleMessage shows it, whose text has the id `textId`. */
export function FieldErrorMessage({
  text,
  textId,
  onDismiss,
}: {
  text: string | null;
  textId: string;
  onDismiss: () => void;
}) {
  if (!text) return null;
  return (
    <div className="message-box dismissible error" role="alert">
      <span id={textId}>{text}</span>
      <button type="button" className="dismiss" aria-label="Dismiss message" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
