// Wording helpers of the built-in analyst: every number and date reads as the app shows it.
import {
  formatDate,
  formatPercentChange,
  formatSignedCount,
  groupThousands,
  relativeDay,
} from '@domain/formatting';

export {
  formatCount,
  formatDate,
  formatDuration,
  plural,
  relativeDay,
  signedPlural,
} from '@domain/formatting';
/** `'+1,234'`, `'-56'`, `'0'`. */
export const formatSignedNumber = formatSignedCount;

/**
 * `12.3456` → `'+12.35%'`, `-3` → `'-3.00%'`, `0.0014` → `'+0.0014%'` (a non-zero change never reads
 * 0.00%), null → null (so callers leave the sentence out).
 */
export function signedRate(percent: number | null): string | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  return formatPercentChange(percent);
}

/** A number with at most one decimal and no trailing `.0`: `3.46` → `'3.5'`, `12` → `'12'`. */
export function oneDecimal(value: number): string {
  return groupThousands((Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, ''));
}

/** `'dd/mm/yyyy (N days ago)'`, relative to `nowIso`. */
export function dayWithAge(iso: string, nowIso: string): string {
  return `${formatDate(iso)} (${relativeDay(iso, nowIso)})`;
}

/** `['a', 'b', 'c']` → `'a, b and c'`. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A name from the music service as inert markdown text: one line, at most 80 characters, escaped. */
export function safeName(name: string): string {
  const line = name.replace(/\s+/g, ' ').trim();
  const short = line.length > 80 ? `${line.slice(0, 79)}…` : line;
  return short.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`) || 'Untitled';
}
