import { observer } from 'mobx-react-lite';
import { DismissibleMessage } from '@shared/ui/dismissible-message';
import type { TrackingViewModel } from './tracking-view-model';

/**
 * The Track / Stop Tracking button: disabled while the state is checked; while a submission is in
 * flight it is only marked busy (aria-disabled) and ignores clicks, so it cannot be sent twice yet
 * keeps keyboard focus across the toggle (a disabled button would drop focus to the page).
 */
export const TrackingButton = observer(function TrackingButton({
  tracking,
  onToggle,
}: {
  tracking: TrackingViewModel;
  onToggle: () => void;
}) {
  if (tracking.status === 'error') {
    return (
      <button type="button" className="button button-secondary" onClick={() => void tracking.reload()}>
        Retry tracking status
      </button>
    );
  }
  const checking = tracking.status !== 'ready';
  const busy = checking || tracking.isSubmitting;
  return (
    <button
      type="button"
      className={`button ${tracking.isTracking ? 'button-secondary' : 'button-primary'} tracking-button`}
      onClick={() => {
        if (!busy) onToggle();
      }}
      disabled={checking}
      aria-disabled={busy}
      aria-busy={busy}
    >
      {tracking.buttonLabel}
    </button>
  );
});

/** The outcome of the last Track / Stop Tracking, in the wording of docs/product.md §8. */
export const TrackingNotice = observer(function TrackingNotice({
  tracking,
}: {
  tracking: TrackingViewModel;
}) {
  const notice = tracking.notice;
  if (!notice) {
    if (tracking.status !== 'error') return null;
    return (
      <p className="message message-error" role="alert">
        We couldn't check whether you are tracking this. Please try again.
      </p>
    );
  }
  return <DismissibleMessage tone={notice.tone} text={notice.text} onDismiss={tracking.dismissNotice} />;
});
