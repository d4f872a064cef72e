import { observer } from 'mobx-react-lite';
import { pendingStopMessage } from './dashboard-messages';
import type { DashboardViewModel } from './dashboard-view-model';

/**
 * One line per stop that can still be undone: "Stopped tracking X." with Undo. The stop is sent
 * when the line goes away (5 s, or leaving the page); Undo brings the row back.
 */
export const UndoStops = observer(function UndoStops({ vm }: { vm: DashboardViewModel }) {
  return (
    <div className="undo-stops" role="status" aria-live="polite">
      {vm.pendingStops.map((pending) => (
        <p key={`${pending.kind}:${pending.spotifyId}`} className="message undo-stop">
          <span>{pendingStopMessage(pending.name)}</span>
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={`Undo: keep tracking ${pending.name}`}
            onClick={() => vm.undoStop(pending)}
          >
            Undo
          </button>
        </p>
      ))}
    </div>
  );
});
