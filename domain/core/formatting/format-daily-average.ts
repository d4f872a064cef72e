import { formatFixedTwo } from './format-fixed-two';
import { STATISTIC_NOT_AVAILABLE } from './format-growth-rate';

/**
 * An average daily change (followers per day) with two decimals (SPEC §9), e.g. `1234.5` →
 * `'1,234.50'`. `null` or non-finite input reads `'N/A'`.
 */
export function formatDailyAverage(perDay: number | null): string {
  if (perDay === null || !Number.isFinite(perDay)) return STATISTIC_NOT_AVAILABLE;
  return formatFixedTwo(perDay);
}
