import { formatDate, relativeDay } from './dates';
import { formatSignedCount, groupThousands, STATISTIC_NOT_AVAILABLE } from './numbers';

/**
 * The named windows growth is measured over (docs/product.md §9 baselines): cumulative is since the first
 * check (anyone's), recent since the previous one, weekly against the check closest to 7 days before the
 * last, monthly against the one closest to 30 days before. One month everywhere: cards, the growth
 * grid, the dashboard, CSV and the analysis all say "in 30 days".
 */
export const GROWTH_WINDOWS = {
  cumulative: 'since first check',
  recent: 'since last check',
  weekly: 'in 7 days',
  monthly: 'in 30 days',
} as const;

export type GrowthWindow = keyof typeof GROWTH_WINDOWS;

/** Days in the growth grid's monthly period. */
export const MONTH_DAYS = 30;

/**
 * A window's words, the cumulative one dated by its first check: `'since first check (29/11/2025)'`;
 * without the date, or for another window, the plain words.
 */
export function windowWords(window: GrowthWindow, firstCheck?: string | null): string {
  const words = GROWTH_WINDOWS[window];
  return window === 'cumulative' && firstCheck ? `${words} (${formatDate(firstCheck)})` : words;
}

/** Where a user's own tracking began, dated: `'since you started tracking (today)'`, `'… (12/03/2026)'`. */
export function trackingStartWords(startedAt: string, nowIso: string): string {
  const day = relativeDay(startedAt, nowIso);
  return `since you started tracking (${/ago$/.test(day) ? formatDate(startedAt) : day})`;
}

/**
 * A signed percentage change with two decimals, the same in every column (docs/product.md §9): `12.345`
 * → `'+12.35%'`, `-3` → `'-3.00%'`. A non-zero change too small for two decimals keeps its sign and
 * never reads as zero: `'+<0.01%'`, `'-<0.01%'`. Exactly zero reads `'0.00%'`; `null` or non-finite
 * input reads `'N/A'`.
 */
export function formatPercentChange(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return STATISTIC_NOT_AVAILABLE;
  if (percent === 0) return '0.00%';
  const sign = percent > 0 ? '+' : '-';
  const twoDecimals = Math.abs(percent).toFixed(2);
  return Number(twoDecimals) === 0 ? `${sign}<0.01%` : `${sign}${groupThousands(twoDecimals)}%`;
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
  firstCheck?: string | null,
): string {
  if (change === null || !Number.isFinite(change)) return STATISTIC_NOT_AVAILABLE;
  const rate = percent === null || !Number.isFinite(percent) ? '' : ` (${formatPercentChange(percent)})`;
  return `${formatSignedCount(change)}${rate} ${windowWords(window, firstCheck)}`;
}

/** A popularity change over a named window, in points: `'+1 pt in 7 days'`; `'N/A'` without a baseline. */
export function formatPointGrowth(
  change: number | null,
  window: GrowthWindow,
  firstCheck?: string | null,
): string {
  if (change === null || !Number.isFinite(change)) return STATISTIC_NOT_AVAILABLE;
  return `${formatPointChange(change)} ${windowWords(window, firstCheck)}`;
}
