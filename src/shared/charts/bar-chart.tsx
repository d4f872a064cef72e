import type { CSSProperties } from 'react';
import { formatCount } from '@domain/formatting';
import './charts.css';

export interface BarChartBar {
  readonly label: string;
  readonly value: number;
}

export interface BarChartProps {
  readonly bars: readonly BarChartBar[];
  /** Accessible name and table caption, e.g. 'Track popularity distribution'. */
  readonly label: string;
  /** The counted thing, heading the values column, e.g. 'Tracks'. */
  readonly valueLabel: string;
  /** The bar colour (`CHART_COLORS.popularity`, `.age`, `.longevity`). */
  readonly color: string;
  /** Heading of the buckets column in the table (default 'Range'). */
  readonly bucketLabel?: string;
}

/** A distribution map such as `{ '0-19': 3, '20-39': 7 }` as bars, in the map's order. */
export function barsFromCounts(counts: Readonly<Record<string, number>>): BarChartBar[] {
  return Object.entries(counts).map(([label, value]) => ({ label, value }));
}

/**
 * Labelled bucket counts as horizontal bars, the count written beside each. Plain React and CSS (no d3);
 * screen readers get the name and a table of the values.
 */
export function BarChart({ bars, label, valueLabel, color, bucketLabel = 'Range' }: BarChartProps) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <figure className="bar-chart" style={{ '--bar-color': color } as CSSProperties}>
      <div className="bar-chart-rows" role="img" aria-label={label}>
        {bars.map((bar) => (
          <div key={bar.label} className="bar-chart-row">
            <span className="bar-chart-bucket">{bar.label}</span>
            <span className="bar-chart-track">
              {bar.value > 0 && largest > 0 ? (
                <span className="bar-chart-bar" style={{ width: `${(bar.value / largest) * 100}%` }} />
              ) : null}
            </span>
            <span className="bar-chart-count">{formatCount(bar.value)}</span>
          </div>
        ))}
      </div>
      {/* A table is never narrower than its cells: its wrapper hides it without widening the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{bucketLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{formatCount(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
