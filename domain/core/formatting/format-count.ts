import { groupThousands } from './group-thousands';

/** What a count reads when the music service does not provide it (DESIGN §6: missing is null, never 0). */
export const COUNT_NOT_AVAILABLE = 'not available';

/**
 * A follower or track count with thousands separators, e.g. `1234567` → `'1,234,567'`; fractions are
 * rounded to whole numbers. `null` or non-finite input reads `'not available'`.
 */
export function formatCount(count: number | null): string {
  if (count === null || !Number.isFinite(count)) return COUNT_NOT_AVAILABLE;
  const rounded = Math.round(count);
  return groupThousands(String(rounded === 0 ? 0 : rounded));
}
