import { formatDate, relativeDay } from '@domain/formatting';
import { formatPercentChange, formatPointChange, GROWTH_WINDOWS } from '@domain/formatting/growth';
import { formatCount, formatSignedCount } from '@domain/formatting/numbers';
import { NO_UPDATES_TEXT } from '@domain/tracking';
import { Sparkline, type SparklineMetric } from './sparkline';

/**
 * When the last check was, to the minute, in UTC as every time of the app: 'today 07:42',
 * 'yesterday 18:03', else '27/11/2026 07:42'; 'No updates found yet' before the first one.
 */
export function lastCheckedText(lastChecked: string | null, now: Date): string {
  if (!lastChecked) return NO_UPDATES_TEXT;
  const at = new Date(lastChecked);
  if (Number.isNaN(at.getTime())) return lastChecked;
  const day = relativeDay(lastChecked, now.toISOString());
  const date = day === 'today' || day === 'yesterday' ? day : formatDate(lastChecked);
  return `${date} ${at.toISOString().slice(11, 16)}`;
}

/** The Last checked cell: the time as text, in full (with its zone) on hover and in `dateTime`. */
export function LastCheckedCell({ lastChecked, now }: { lastChecked: string | null; now: Date }) {
  const text = lastCheckedText(lastChecked, now);
  if (!lastChecked) return text;
  const full = `${formatDate(lastChecked)} ${new Date(lastChecked).toISOString().slice(11, 16)} UTC`;
  return (
    <time dateTime={lastChecked} title={full}>
      {text}
    </time>
  );
}

export function countText(count: number | null): string {
  return count === null ? '—' : formatCount(count);
}

/** What a checked item's figure that the music service gave as nothing says instead of a dash. */
export const WITHHELD_CELL_TEXT = 'Not given';
export const WITHHELD_CELL_TITLE = 'The music service does not give this figure to this installation';

/**
 * A figure's cell: its value; for an item already checked whose figure came back empty, words
 * saying the service withholds it (a dash would look like data); a dash before the first check.
 */
export function FigureCell({ value, checked }: { value: number | null; checked: boolean }) {
  if (value === null && checked) {
    return (
      <span className="withheld-cell" title={WITHHELD_CELL_TITLE}>
        {WITHHELD_CELL_TEXT}
      </span>
    );
  }
  return <>{countText(value)}</>;
}

/** A current value with its 30-day sparkline beside it (no sparkline for a withheld figure). */
export function ValueWithTrend({
  value,
  trend,
  label,
  metric,
  checked = false,
}: {
  value: number | null;
  trend: readonly number[];
  label: string;
  metric: SparklineMetric;
  /** The item has been checked at least once. */
  checked?: boolean;
}) {
  if (value === null && checked && trend.length === 0) return <FigureCell value={value} checked />;
  return (
    <span className="value-with-trend">
      <Sparkline values={trend} label={label} metric={metric} />
      <span>{countText(value)}</span>
    </span>
  );
}

type Window = 'weekly' | 'monthly';

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
