import { formatCount } from '@domain/formatting';
import { groupThousands } from '@domain/formatting';
import type { ChartAnomaly } from './chart-series';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A time as its UTC calendar date in en-GB order, `dd/mm/yyyy`, as every date of the app reads. */
export function formatDay(timeMs: number): string {
  const date = new Date(timeMs);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCFullYear(), 4)}`;
}

const COMPACT = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * Short value-axis labels, one unit for the whole axis so it reads evenly: when the largest label
 * (`axisMax`, absolute) is below 10,000 the numbers themselves with separators (at most two
 * decimals), otherwise 12.5K, 3.4M, 1.2B style with at most three significant digits, so the axis stays
 * narrow on a phone.
 */
export function formatAxisValue(value: number, axisMax: number = value): string {
  const largest = Math.abs(axisMax);
  const unit = largest >= 10_000 ? COMPACT.find((candidate) => largest >= candidate.size) : undefined;
  if (!unit || value === 0) return groupThousands(String(Number(value.toFixed(2)) || 0));
  const scaled = value / unit.size;
  const digits = Math.abs(scaled) >= 100 ? 0 : Math.abs(scaled) >= 10 ? 1 : 2;
  return `${Number(scaled.toFixed(digits)) || 0}${unit.suffix}`;
}

/** A signed change with separators: `+1,234`, `−1,234` (a true minus sign) or `0`. */
export function formatSignedChange(change: number): string {
  const magnitude = formatCount(Math.abs(change));
  if (Math.round(change) > 0) return `+${magnitude}`;
  if (Math.round(change) < 0) return `−${magnitude}`;
  return '0';
}

/** An anomaly's name: a sudden fall is called a drop, never a jump. */
export function anomalyName(type: ChartAnomaly['type'], change: number): string {
  if (type === 'trend') return 'Unusual trend';
  return change < 0 ? 'Sudden drop' : 'Sudden jump';
}

/**
 * The lines of a point's tooltip: its date, `{valueLabel}: {value}` and, for an anomaly, its kind,
 * signed change and score (two decimals, when known).
 */
export function tooltipLines(
  timeMs: number,
  value: number,
  valueLabel: string,
  anomaly: ChartAnomaly | null | undefined,
): string[] {
  const lines = [formatDay(timeMs), `${valueLabel}: ${formatCount(value)}`];
  if (anomaly) {
    lines.push(anomalyName(anomaly.type, anomaly.change), `Change: ${formatSignedChange(anomaly.change)}`);
    if (typeof anomaly.score === 'number' && Number.isFinite(anomaly.score)) {
      lines.push(`Score: ${anomaly.score.toFixed(2)}`);
    }
  }
  return lines;
}
