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

/** The most decimals an axis label is given before falling back to the tick's exact value. */
const MAX_AXIS_DECIMALS = 12;

/**
 * The labels of a value axis' ticks, pairwise distinct at any zoom and each true to its tick:
 * {@link formatAxisValue}'s short labels when they already are; otherwise every label in the axis' unit
 * with the fewest decimals (the same for all) that tells them apart without rounding a tick off, e.g.
 * 62,900,000 / 62,901,000 → `'62.900M'`, `'62.901M'` rather than `'62.9M'` twice. Ticks that no rounding
 * separates are written in full.
 */
export function axisTickLabels(ticks: readonly number[]): string[] {
  if (ticks.length === 0) return [];
  const axisMax = Math.max(...ticks.map(Math.abs));
  const unit = axisMax >= 10_000 ? COMPACT.find((candidate) => axisMax >= candidate.size) : undefined;
  const size = unit?.size ?? 1;
  let step = Number.POSITIVE_INFINITY;
  for (let k = 1; k < ticks.length; k += 1) step = Math.min(step, Math.abs(ticks[k]! - ticks[k - 1]!));
  // A label may round its tick by a thousandth of the tick step at most.
  const tolerance = Number.isFinite(step) ? step / 1000 : 0;
  const faithful = (labels: string[]) =>
    allDistinct(labels) &&
    labels.every((label, k) => Math.abs(labelValue(label) * size - ticks[k]!) <= tolerance);

  const short = ticks.map((value) => formatAxisValue(value, axisMax));
  if (faithful(short)) return short;
  for (let decimals = 0; decimals <= MAX_AXIS_DECIMALS; decimals += 1) {
    const labels = ticks.map((value) => {
      const fixed = (value / size).toFixed(decimals);
      const text = /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
      return unit ? `${text}${unit.suffix}` : groupThousands(text);
    });
    if (faithful(labels)) return labels;
  }
  return ticks.map((value) => groupThousands(String(value)));
}

/** Value-axis label size (CSS px) and the longest label that fits the chart's left margin at that size. */
const AXIS_FONT_PX = 11;
const AXIS_MIN_FONT_PX = 8;
const AXIS_FITTING_CHARS = 7;

/**
 * The font size (px) of a value axis whose labels are `labels`: 11 px, or smaller for labels longer than
 * seven characters (a deep zoom's `'62.8575M'`) so they still fit the plot's left margin, never below 8 px.
 */
export function axisLabelFontPx(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  if (longest <= AXIS_FITTING_CHARS) return AXIS_FONT_PX;
  return Math.max(AXIS_MIN_FONT_PX, Math.floor((AXIS_FONT_PX * AXIS_FITTING_CHARS) / longest));
}

/** The number an axis label shows, before its unit: `'62.9M'` → 62.9, `'1,234.5'` → 1234.5. */
function labelValue(label: string): number {
  return Number(label.replaceAll(',', '').replace(/[KMB]$/, ''));
}

function allDistinct(labels: readonly string[]): boolean {
  return new Set(labels).size === labels.length;
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
