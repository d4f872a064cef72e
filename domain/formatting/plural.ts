import { formatCount, formatSignedCount } from './numbers';

/**
 * A count with the noun that fits it, the number as the app shows counts: `1` → `'1 track'`,
 * `3` → `'3 tracks'`, `1234` → `'1,234 tracks'`. `pluralForm` for irregular nouns.
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

/**
 * A signed change with the noun that fits it: `1` → `'+1 follower'`, `-3` → `'-3 followers'`,
 * `0` → `'0 followers'`.
 */
export function signedPlural(change: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatSignedCount(change)} ${Math.abs(Math.round(change)) === 1 ? singular : pluralForm}`;
}
