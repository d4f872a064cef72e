import type { ChartCoverage } from '../catalog/catalog-contracts';
import { formatDate } from '../formatting/dates';
import { plural } from '../formatting/plural';
import { TREND_DAYS } from './chart-analysis';
import { parseIsoInstant } from './iso-instant';
import { DAY_MS } from './time-series';

/** When the 30-day trend will be known: the first check plus 30 days; null before any check. */
export function trendReadyBy(coverage: ChartCoverage | undefined): string | null {
  if (!coverage?.first_check) return null;
  return new Date(parseIsoInstant(coverage.first_check) + TREND_DAYS * DAY_MS).toISOString();
}

/**
 * Why the 30-day trend is not said yet, and when it will be: `'not known yet: no follower checks
 * yet, and it needs 30 days of them'`, or `'not known yet: the checks span 3 days of the 30 it needs
 * (ready by 04/07/2026)'`.
 */
export function trendMissing(coverage: ChartCoverage | undefined): string {
  const readyBy = trendReadyBy(coverage);
  if (!coverage || readyBy === null || coverage.last_check === null) {
    return `not known yet: no follower checks yet, and it needs ${TREND_DAYS} days of them`;
  }
  const span = Math.floor(
    (parseIsoInstant(coverage.last_check) - parseIsoInstant(coverage.first_check!)) / DAY_MS,
  );
  return `not known yet: the checks span ${plural(span, 'day')} of the ${TREND_DAYS} it needs (ready by ${formatDate(readyBy)})`;
}
