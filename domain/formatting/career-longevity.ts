import { plural } from './plural';

/** A career span in whole years and months. */
export interface CareerLongevity {
  readonly years: number;
  readonly months: number;
}

/**
 * Splits a career of `days` (from the first release to today, domain/catalog/release-dates.ts
 * `careerDaysUntil`) into whole years (`days / 365`) and months (the remaining days `/ 30`),
 * both rounded down, exactly as docs/product.md §9 defines it; so 360-364 leftover days read as 12 months.
 * Fractional days are dropped; negative or non-finite input is a zero span.
 */
export function careerLongevity(days: number): CareerLongevity {
  const whole = Number.isFinite(days) && days > 0 ? Math.floor(days) : 0;
  return { years: Math.floor(whole / 365), months: Math.floor((whole % 365) / 30) };
}

/**
 * Career longevity as text, e.g. `800` days → `'2 years and 2 months'`, `396` → `'1 year and 1 month'`
 * (see {@link careerLongevity} for the arithmetic).
 */
export function formatCareerLongevity(days: number): string {
  const { years, months } = careerLongevity(days);
  return `${plural(years, 'year')} and ${plural(months, 'month')}`;
}
