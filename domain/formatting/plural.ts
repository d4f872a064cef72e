import { formatCount } from './numbers';

/**
 * A count with the noun that fits it, the number as the app shows counts: `1` → `'1 track'`,
 * `3` → `'3 tracks'`, `1234` → `'1,234 tracks'`. `pluralForm` for irregular nouns.
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}
