import { formatDate } from '@domain/formatting';
import { formatPercentChange, formatPointChange, GROWTH_WINDOWS } from '@domain/formatting/growth';
import { formatCount, formatSignedCount } from '@domain/formatting/numbers';
import { NO_UPDATES_TEXT } from '@domain/tracking';
import { Sparkline } from './sparkline';

/** The last check's date (dd/mm/yyyy), or 'No updates found yet' before the first one. */
export function lastCheckedText(lastChecked: string | null): string {
  return lastChecked ? formatDate(lastChecked) : NO_UPDATES_TEXT;
}

export function countText(count: number | null): string {
  return count === null ? '—' : formatCount(count);
}

/** A current value with its 30-day sparkline beside it. */
export function ValueWithTrend({
  value,
  trend,
  label,
}: {
  value: number | null;
  trend: readonly number[];
  label: string;
}) {
  return (
    <span className="value-with-trend">
      <Sparkline values={trend} label={label} />
      <span>{countText(value)}</span>
    </span>
  );
}

type Window = 'weekly' | 'fourWeeks';

/**
 * A change over a named window, absolute first: followers as "+1,234 (+0.52%)", popularity in
 * points ("+3 pts"). Green up, red down, grey flat; a dash with a reason when no check is that old.
 */
export function WindowChangeCell({
  change,
  percent = null,
  unit,
  window,
}: {
  change: number | null;
  percent?: number | null;
  unit: 'followers' | 'popularity';
  window: Window;
}) {
  const named = GROWTH_WINDOWS[window];
  if (change === null) {
    return (
      <span className="change change-none" title={`No check ${named.replace('in ', '')} old yet`}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No check old enough for the change {named}</span>
      </span>
    );
  }
  const tone = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const arrow = change > 0 ? '▲ ' : change < 0 ? '▼ ' : '';
  const absolute = unit === 'popularity' ? formatPointChange(change) : formatSignedCount(change);
  return (
    <span className={`change change-${tone}`}>
      <span aria-hidden="true">{arrow}</span>
      {absolute}
      {percent !== null && <span className="change-percent"> ({formatPercentChange(percent)})</span>}
      <span className="visually-hidden">
        {' '}
        {unit} {named}
      </span>
    </span>
  );
}
