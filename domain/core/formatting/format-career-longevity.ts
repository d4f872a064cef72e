import { careerLongevity } from './career-longevity';

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * Career longevity as text, e.g. `800` days → `'2 years and 2 months'`, `396` → `'1 year and 1 month'`
 * (see {@link careerLongevity} for the arithmetic).
 */
export function formatCareerLongevity(days: number): string {
  const { years, months } = careerLongevity(days);
  return `${plural(years, 'year')} and ${plural(months, 'month')}`;
}
