import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import type { FollowerChange } from '@domain/tracking/follower-change-since-last-check';
import { thinnedSpan, thinningNote } from '@domain/tracking/snapshot-retention';
import { type ChartBand, type ChartPoint, LazyTimeSeriesChart, POINT_COLORS } from '@shared/charts';
import { LoadingSpinner } from '@shared/ui/spinner';
import { opensByDefault } from '../shared/collapsible-section';
import type { ItemLoader } from '../shared/item-loader';
import type { Figure } from './history-figures';

/** The retention note under a history reaching past a year, else null (oldest point first). */
function thinnedNoteOf(points: readonly ChartPoint[], now: Date): string | null {
  const first = points[0];
  if (!first) return null;
  const checked_at = typeof first.at === 'string' ? first.at : first.at.toISOString();
  const span = thinnedSpan([{ checked_at }], now);
  return span && thinningNote(span);
}

/** A history chart with its Download CSV link beside it, and where its readings are thinned. */
export function HistoryChart(props: {
  points: readonly ChartPoint[];
  label: string;
  valueLabel: string;
  color: string;
  csvUrl: string | null;
  csvFileName: string;
  aspect?: { width: number; height: number };
  focusDate?: string | null;
  bands?: readonly ChartBand[];
}) {
  const { csvUrl, csvFileName, ...chart } = props;
  const [now] = useState(() => new Date());
  const thinned = thinnedNoteOf(props.points, now);
  return (
    <div className="history-chart">
      <LazyTimeSeriesChart {...chart} />
      {thinned && <p className="history-thinned muted">{thinned}</p>}
      {csvUrl && (
        <a className="button history-csv" href={csvUrl} download={csvFileName}>
          Download CSV<span className="visually-hidden"> of the {props.label.toLowerCase()}</span>
        </a>
      )}
    </div>
  );
}

/** Loading and failure of a history read; renders its children once the history has arrived. */
export const HistoryStatus = observer(function HistoryStatus({
  history,
  onRetry,
  children,
}: {
  history: Pick<ItemLoader<unknown>, 'status'>;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (history.status === 'idle' || history.status === 'loading') {
    return <LoadingSpinner label="Loading history…" showLabel />;
  }
  if (history.status !== 'loaded') {
    return (
      <div className="message message-error history-error" role="alert">
        <span>We couldn't load the history. Please try again.</span>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return <>{children}</>;
});

/** Followers since the last check: a green up arrow with +, a down arrow, or a sentence. */
export function FollowerChangeText({ change }: { change: FollowerChange }) {
  if (change.kind === 'up') {
    return (
      <span className="follower-change follower-change-up">
        <span aria-hidden="true">▲</span> {change.text}
      </span>
    );
  }
  if (change.kind === 'down') {
    return (
      <span className="follower-change follower-change-down">
        <span aria-hidden="true">▼</span> {change.text}
      </span>
    );
  }
  return <span className="follower-change">{change.text}</span>;
}

/** Labelled figures (growth rates and the like) as a definition list. */
export function FigureList({ figures, label }: { figures: readonly Figure[]; label?: string }) {
  return (
    <dl className="item-facts item-facts-grid history-figures" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The growth figures by window under the charts: the metric cards above already give the 7- and
 * 28-day changes, so on phones this longer list starts closed (open on wider screens).
 */
export function GrowthDetails({ children }: { children: ReactNode }) {
  const [open] = useState(opensByDefault);
  return (
    <details className="collapsible-section extras-growth" open={open}>
      <summary>Growth by window</summary>
      <div className="collapsible-section-body">{children}</div>
    </details>
  );
}

/** One entry of a chart's legend: a dot of the points' colour, hollow for imported readings. */
export function LegendItem({
  color,
  label,
  hollow = false,
}: {
  color: string;
  label: string;
  hollow?: boolean;
}) {
  const swatch = hollow
    ? { border: `2px solid ${color}`, background: 'var(--color-surface)' }
    : { background: color };
  return (
    <span className="legend-item">
      <span className="legend-dot" style={swatch} aria-hidden="true" /> {label}
    </span>
  );
}

/** The legend of a chart that draws readings the user kept and imported (issue 34 point 4). */
export function ImportedLegend() {
  return (
    <p className="extras-legend">
      <LegendItem color={POINT_COLORS.normal} label="Imported" hollow />
    </p>
  );
}
