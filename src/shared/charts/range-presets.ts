import { DAY_MS } from './day-ticks';

export interface RangePreset {
  /** The button's text: `'7d'`, `'30d'`, `'90d'`, `'1y'`, `'All'`. */
  readonly label: string;
  /** Read after the label by screen readers, e.g. `'last 7 days'`. */
  readonly description: string;
  /** Days back from the last point; null shows the whole range. */
  readonly days: number | null;
}

export const RANGE_PRESETS: readonly RangePreset[] = [
  { label: '7d', description: 'last 7 days', days: 7 },
  { label: '30d', description: 'last 30 days', days: 30 },
  { label: '90d', description: 'last 90 days', days: 90 },
  { label: '1y', description: 'last year', days: 365 },
  { label: 'All', description: 'whole range', days: null },
];

/** The window a preset shows of the range `[first, last]`: the last `days` of it, or all of it. */
export function presetWindow(
  days: number | null,
  [first, last]: readonly [number, number],
): [number, number] {
  if (days === null) return [first, last];
  return [Math.max(first, last - days * DAY_MS), last];
}
