import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { pendingStopMessage } from './dashboard-messages';
import type { DashboardViewModel } from './dashboard-view-model';

/**
 * One line per stop that can still be undone: "Stopped tracking X." with Undo. The stop is sent
 * when the line goes away (5 s, or leaving the page); Undo brings the row back. The newest Undo
 * takes the focus, which the row's vanished Stop Tracking button would otherwise drop.
 */
export const UndoStops = observer(function UndoStops({ vm }: { vm: DashboardViewModel }) {
  const newest = useRef<HTMLButtonElement>(null);
  const count = vm.pendingStops.length;
  const shown = useRef(count);
  useEffect(() => {
    if (count > shown.current) newest.current?.focus();
    shown.current = count;
  }, [count]);
  return (
    <div className="undo-stops" role="status" aria-live="polite">
      {vm.pendingStops.map((pending, index) => (
        <p key={`${pending.kind}:${pending.spotifyId}`} className="message undo-stop">
          <span>{pendingStopMessage(pending.name)}</span>
          <button
            ref={index === count - 1 ? newest : undefined}
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
