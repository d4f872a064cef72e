import { formatFixedTwo } from './format-fixed-two';

/** What a missing statistic reads (SPEC §2). */
export const STATISTIC_NOT_AVAILABLE = 'N/A';

/**
 * A growth rate in percent with two decimals and a `%` sign (SPEC §9), e.g. `12.345` → `'12.35%'`,
 * `-3` → `'-3.00%'`. `null` or non-finite input reads `'N/A'`.
 */
export function formatGrowthRate(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return STATISTIC_NOT_AVAILABLE;
  return `${formatFixedTwo(percent)}%`;
}
