import { formatDate } from '@domain/formatting';
import { formatCount, formatSignedCount } from '@domain/formatting/numbers';
import { NO_UPDATES_TEXT } from '@domain/tracking';

/** The last check's date (dd/mm/yyyy), or 'No updates found yet' before the first one. */
export function lastCheckedText(lastChecked: string | null): string {
  return lastChecked ? formatDate(lastChecked) : NO_UPDATES_TEXT;
}

export function countText(count: number | null): string {
  return count === null ? '—' : formatCount(count);
}

/** The change since the previous check: green up, red down, grey when flat or unknown. */
export function ChangeCell({ change, unit }: { change: number | null; unit: string }) {
  if (change === null) {
    return (
      <span className="change change-none" title="Needs two checks">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No earlier check yet</span>
      </span>
    );
  }
  const tone = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const arrow = change > 0 ? '▲ ' : change < 0 ? '▼ ' : '';
  return (
    <span className={`change change-${tone}`}>
      <span aria-hidden="true">{arrow}</span>
      {formatSignedCount(change)}
      <span className="visually-hidden"> {unit} since the previous check</span>
    </span>
  );
}
