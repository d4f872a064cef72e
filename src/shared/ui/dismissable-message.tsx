import type { ReactNode } from 'react';
import './dismissable-message.css';

/**
 * A message the reader can close: success is a polite `status`, an error an assertive `alert`
 * (never a blocking browser dialog).
 */
export function DismissableMessage({
  tone,
  children,
  onDismiss,
}: {
  tone: 'success' | 'error';
  children: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div
      className={`message message-${tone} dismissable-message`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className="dismissable-message-text">{children}</span>
      <button
        type="button"
        className="dismissable-message-close"
        onClick={onDismiss}
        aria-label="Dismiss message"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
