import { createPortal } from 'react-dom';
import { LOGOUT_FAILED_PREFIX } from './logout-failure-reason';
import './logout-failed.css';

/**
 * Why logging out failed, in a banner under the header (outside the menu, which closes on a phone)
 * until the user dismisses it or tries again.
 */
export function LogoutFailed({ reason, onDismiss }: { reason: string; onDismiss: () => void }) {
  return createPortal(
    <div className="logout-failed message message-error" role="alert">
      <p>
        <strong>{LOGOUT_FAILED_PREFIX}</strong> {reason}
      </p>
      <button type="button" className="button button-secondary" onClick={onDismiss}>
        Dismiss
      </button>
    </div>,
    document.body,
  );
}
