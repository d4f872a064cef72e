/** What a value reads when the music service does not provide it (missing is null, never 0). */
export const NOT_AVAILABLE = 'not available';

/** What a missing statistic reads (docs/product.md §2). */
export const STATISTIC_NOT_AVAILABLE = 'N/A';

/**
 * Inserts `,` between groups of three digits in the integer part of a plain decimal string, e.g.
 * `'-1234567.89'` → `'-1,234,567.89'`. Written out by hand so output never depends on the runtime's locale data.
 */
export function groupThousands(decimal: string): string {
  const [integer = '', fraction] = decimal.split('.');
  const sign = integer.startsWith('-') ? '-' : '';
  const digits = integer.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? `${sign}${digits}` : `${sign}${digits}.${fraction}`;
}

/** `value` with exactly two decimals and thousands separators; `-0.00` is written `0.00`. */
export function formatFixedTwo(value: number): string {
  const fixed = value.toFixed(2);
  return groupThousands(/^-0\.00$/.test(fixed) ? '0.00' : fixed);
}

/**
 * A follower or track count with thousands separators, e.g. `1234567` → `'1,234,567'`; fractions are
 * rounded to whole numbers. `null` or non-finite input reads `'not available'`.
 */
export function formatCount(count: number | null): string {
  if (count === null || !Number.isFinite(count)) return NOT_AVAILABLE;
  const rounded = Math.round(count);
  return groupThousands(String(rounded === 0 ? 0 : rounded));
}

/** A whole change with an explicit sign and separators: `'+1,234'`, `'-56'`, `'0'`. */
export function formatSignedCount(value: number): string {
  const text = formatCount(value);
  return Math.round(value) > 0 ? `+${text}` : text;
}

/**
 * An average daily change with two decimals (docs/product.md §9), its sign and its unit: `54.875` →
 * `'+54.88 followers/day'`, `-1` → `'-1.00 followers/day'`; a change that rounds to zero reads
 * `'0.00 followers/day'`. `null` or non-finite input reads `'N/A'`.
 */
export function formatDailyChange(perDay: number | null, unit = 'followers'): string {
  if (perDay === null || !Number.isFinite(perDay)) return STATISTIC_NOT_AVAILABLE;
  const text = formatFixedTwo(perDay);
  const sign = text === '0.00' || text.startsWith('-') ? '' : '+';
  return `${sign}${text} ${unit}/day`;
}
