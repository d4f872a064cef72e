import { formatSignedCount, groupThousands, STATISTIC_NOT_AVAILABLE } from './numbers';

/**
 * The named windows growth is measured over (docs/product.md §9 baselines): cumulative is since the first
 * check, recent since the previous one, weekly against the check closest to 7 days before the last, fourWeeks
 * (the dashboard's) against the latest check at least 28 days before it, monthly against the one closest to
 * 30 days before.
 */
export const GROWTH_WINDOWS = {
  cumulative: 'since tracking began',
  recent: 'since last check',
  weekly: 'in 7 days',
  fourWeeks: 'in 28 days',
  monthly: 'in 30 days',
} as const;

export type GrowthWindow = keyof typeof GROWTH_WINDOWS;

/** The most decimals a small percentage is given before it reads "< 0.0001%". */
const MAX_PERCENT_DECIMALS = 4;

/**
 * A signed percentage change whose precision adapts so a non-zero change never reads as zero: two
 * decimals (docs/product.md §9) when they show it, else up to four decimals at two significant digits
 * (`0.0014` → `'+0.0014%'`), else `'< 0.0001%'` / `'> -0.0001%'`. Exactly zero reads `'0.00%'`; `null` or
 * non-finite input reads `'N/A'`. Examples: `12.345` → `'+12.35%'`, `-3` → `'-3.00%'`.
 */
export function formatPercentChange(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return STATISTIC_NOT_AVAILABLE;
  if (percent === 0) return '0.00%';
  const sign = percent > 0 ? '+' : '-';
  const magnitude = Math.abs(percent);
  const twoDecimals = magnitude.toFixed(2);
  if (Number(twoDecimals) !== 0) return `${sign}${groupThousands(twoDecimals)}%`;
  const decimals = Math.min(MAX_PERCENT_DECIMALS, 1 - Math.floor(Math.log10(magnitude)));
  const fixed = magnitude.toFixed(decimals);
  if (Number(fixed) !== 0) return `${sign}${fixed}%`;
  const floor = `0.${'0'.repeat(MAX_PERCENT_DECIMALS - 1)}1%`;
  return percent > 0 ? `< ${floor}` : `> -${floor}`;
}

/**
 * A change of a 0–100 popularity index in points, never percent: `1` → `'+1 pt'`, `-3` → `'-3 pts'`,
 * `0` → `'0 pts'`. Fractions keep one decimal; a non-zero change smaller than that reads `'< 0.1 pt'` /
 * `'> -0.1 pt'`. `null` or non-finite input reads `'N/A'`.
 */
export function formatPointChange(points: number | null): string {
  if (points === null || !Number.isFinite(points)) return STATISTIC_NOT_AVAILABLE;
  const rounded = Number(points.toFixed(1));
  if (rounded === 0) {
    if (points === 0) return '0 pts';
    return points > 0 ? '< 0.1 pt' : '> -0.1 pt';
  }
  const unit = Math.abs(rounded) === 1 ? 'pt' : 'pts';
  return `${rounded > 0 ? '+' : ''}${rounded} ${unit}`;
}

/**
 * A follower (or other count) change over a named window, absolute then percent:
 * `'+8,912 (+0.01%) in 7 days'`. Without a percentage (a zero baseline) the absolute change stands alone;
 * without a change (no baseline at all) it reads `'N/A'`.
 */
export function formatCountGrowth(
  change: number | null,
  percent: number | null,
  window: GrowthWindow,
): string {
  if (change === null || !Number.isFinite(change)) return STATISTIC_NOT_AVAILABLE;
  const rate = percent === null || !Number.isFinite(percent) ? '' : ` (${formatPercentChange(percent)})`;
  return `${formatSignedCount(change)}${rate} ${GROWTH_WINDOWS[window]}`;
}

/** A popularity change over a named window, in points: `'+1 pt in 7 days'`; `'N/A'` without a baseline. */
export function formatPointGrowth(change: number | null, window: GrowthWindow): string {
  if (change === null || !Number.isFinite(change)) return STATISTIC_NOT_AVAILABLE;
  return `${formatPointChange(change)} ${GROWTH_WINDOWS[window]}`;
}
